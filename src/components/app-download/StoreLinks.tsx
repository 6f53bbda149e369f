import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClassName } from '../../ui/Button';
import { AndroidIcon, AppleIcon } from '../../ui/icons/brandIcons';
import * as styles from './AppDownloadPanel.css';

export type AppStoreLinks = { appStoreUrl?: string | null; playStoreUrl?: string | null };

/** The two store buttons; a store this market has no listing in is left out, and with neither the visitor is told. */
export function StoreLinks({ appStoreUrl, playStoreUrl }: AppStoreLinks) {
  const { t } = useLingui();
  if (!appStoreUrl && !playStoreUrl) {
    return (
      <p className={styles.note}>
        <Trans>La app todavía no está publicada en las tiendas de tu país. Mientras tanto, puedes instalar la versión web.</Trans>
      </p>
    );
  }
  const newTab = t`(se abre en una pestaña nueva)`;
  return (
    <ul className={styles.stores}>
      {appStoreUrl ? (
        <li>
          <a className={buttonClassName({ variant: 'primary', size: 'lg' })} href={appStoreUrl} target="_blank" rel="noopener noreferrer" aria-label={`${t`Descargar en App Store`} ${newTab}`}>
            <AppleIcon />
            <Trans>Descargar en App Store</Trans>
          </a>
        </li>
      ) : null}
      {playStoreUrl ? (
        <li>
          <a className={buttonClassName({ variant: 'primary', size: 'lg' })} href={playStoreUrl} target="_blank" rel="noopener noreferrer" aria-label={`${t`Disponible en Google Play`} ${newTab}`}>
            <AndroidIcon />
            <Trans>Disponible en Google Play</Trans>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
