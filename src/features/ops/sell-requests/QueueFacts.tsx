import { Trans, useLingui } from '@lingui/react/macro';
import type { QueuedRequest } from '../api/queue-query';
import { PromiseLeftText } from './PromiseLeftText';
import * as styles from './QueueCard.css';
import { QueueFact } from './QueueFact';
import { pesos } from '../ops-words';
import { queueTime } from './queue-words';

/** Who sells, when and where we inspect, our promise, the prices, and our offer once made. */
export function QueueFacts({ request }: { request: QueuedRequest }) {
  const { i18n } = useLingui();
  const { person, quote } = request;
  const inspection = queueTime(request.inspection.startsAt, i18n.locale);
  const spot = `${request.spot.name}, ${request.spot.city.name}`;
  const expected = pesos(request.expectedPrice);
  const from = quote ? pesos(quote.suggestedMinPrice) : '';
  const to = quote ? pesos(quote.suggestedMaxPrice) : '';
  const expiry = request.offerExpiresAt ? queueTime(request.offerExpiresAt, i18n.locale) : null;
  return (
    <dl className={styles.facts}>
      <QueueFact term={<Trans>Vendedor</Trans>}>
        {person.name} {person.lastName}
        <span className={styles.note}>{person.email}</span>
        <span className={styles.note}>{person.phone}</span>
      </QueueFact>
      <QueueFact term={<Trans>Inspección</Trans>}>
        {inspection}
        <span className={styles.note}>{spot}</span>
      </QueueFact>
      {request.status === 'REQUESTED' ? (
        <QueueFact term={<Trans>Oferta prometida</Trans>}>
          <PromiseLeftText offerDueAt={request.offerDueAt} />
        </QueueFact>
      ) : null}
      <QueueFact term={<Trans>Precios</Trans>}>
        <Trans>Espera {expected}</Trans>
        <span className={styles.note}>
          {quote ? (
            <Trans>
              Cotización: {from} – {to}
            </Trans>
          ) : (
            <Trans>Sin cotización</Trans>
          )}
        </span>
      </QueueFact>
      {request.offer != null ? (
        <QueueFact term={<Trans>Nuestra oferta</Trans>}>
          {pesos(request.offer)}
          {expiry ? (
            <span className={styles.note}>
              <Trans>Válida hasta {expiry}</Trans>
            </span>
          ) : null}
        </QueueFact>
      ) : null}
    </dl>
  );
}
