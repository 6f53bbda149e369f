import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDisplayMoney } from '../../../../hooks/display-currency';
import { localTime } from '../../../../lib/local-time';
import { BUY } from '../../../../lib/routes';
import { buttonClassName } from '../../../../ui/Button';
import * as styles from '../../shared/AccountCard.css';
import { CardFact } from '../../shared/CardFact';
import type { CarRequest } from '../api/car-requests-query';
import { similarCarsSearch } from './similar-cars';

/** A car the buyer asked us to find: what they want, when they asked, whether matches are mailed. */
export function CarRequestCard({ request }: { request: CarRequest }) {
  const { t, i18n } = useLingui();
  const money = useDisplayMoney();
  const title = `${request.brand.name} ${request.model.name}`;
  const year = request.year;
  const budget = money(request.budget);
  const asked = localTime(request.createdAt, i18n.locale, { dateStyle: 'long' });
  return (
    <article className={styles.card} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <dl className={styles.facts}>
        <CardFact term={<Trans>Año</Trans>}>
          <Trans>año {year} o más nuevo</Trans>
        </CardFact>
        <CardFact term={<Trans>Presupuesto</Trans>}>
          <Trans>Hasta {budget}</Trans>
        </CardFact>
        <CardFact term={<Trans>Pedido el</Trans>}>{asked}</CardFact>
      </dl>
      <p className={styles.note}>{request.subscribed ? <Trans>Te avisamos por correo cuando llegue uno</Trans> : <Trans>Avisos por correo detenidos</Trans>}</p>
      <div className={styles.actions}>
        <Link to={BUY} search={similarCarsSearch(request)} className={buttonClassName({ variant: 'secondary', size: 'sm' })} aria-label={t`Ver carros parecidos a ${title}`}>
          <Trans>Ver carros parecidos</Trans>
        </Link>
      </div>
    </article>
  );
}
