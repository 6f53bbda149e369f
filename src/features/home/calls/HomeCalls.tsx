import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { appDownloadModal } from '../../../lib/modal-request';
import { APP_DOWNLOAD, FIND_MY_CAR, SELL } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import { AndroidIcon, AppleIcon } from '../../../ui/icons/brandIcons';
import { CalendarIcon, SearchIcon } from '../../../ui/icons/interfaceIcons';
import { CallBand } from './CallBand';
import * as styles from './CallBand.css';
import { CLAIMS } from '../../../../common/claims';

// The figure comes from the one place every text quotes it from.
const { offerWithinHours } = CLAIMS;

export function RecommendationCall() {
  return (
    <CallBand
      id="home-recommendation-title"
      tone="soft"
      title={<Trans>¿No sabes qué carro elegir?</Trans>}
      text={<Trans>Responde cinco preguntas sobre tu día a día y tu presupuesto, y te recomendamos los carros que mejor te van.</Trans>}
      actions={
        <Link to={FIND_MY_CAR} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          <Trans>Encuentra mi carro</Trans>
        </Link>
      }
      art={<SearchIcon size="lg" className={styles.bigIcon} />}
    />
  );
}

export function SellCall() {
  return (
    <CallBand
      id="home-sell-title"
      tone="brand"
      title={<Trans>Vende tu carro sin perder tiempo</Trans>}
      text={<Trans>Agenda la inspección en el día y la hora que prefieras y recibe una oferta en menos de {offerWithinHours} horas. Nosotros nos encargamos del traspaso.</Trans>}
      actions={
        <Link to={SELL} className={buttonClassName({ variant: 'accent', size: 'lg' })}>
          <Trans>Quiero vender mi carro</Trans>
        </Link>
      }
      art={<CalendarIcon size="lg" className={styles.bigIconOnBrand} />}
    />
  );
}

export function AppCall() {
  return (
    <CallBand
      id="home-app-title"
      tone="accent"
      title={<Trans>Lleva Ola Cars en tu teléfono</Trans>}
      text={<Trans>Guarda tus favoritos, sigue tus pruebas de manejo y recibe avisos de carros nuevos con nuestra app.</Trans>}
      actions={
        <Link
          to={APP_DOWNLOAD}
          className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          aria-haspopup="dialog"
          // The modal opens in place; a new tab or a copied link still reaches the /app page.
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            appDownloadModal.open();
          }}
        >
          <AppleIcon />
          <AndroidIcon />
          <Trans>Descarga la app</Trans>
        </Link>
      }
    />
  );
}
