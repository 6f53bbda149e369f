import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDisplayMoney } from '../../../../hooks/display-currency';
import type { Sale } from '../api/sales-query';
import * as styles from '../../shared/AccountCard.css';
import { CardFact } from '../../shared/CardFact';
import { FINDING_WORDS, saleTime } from './sale-words';
import { offerWaits } from './use-offer-answer';

/** SPEC §3 Sale card: where the car is inspected, the prices, the inspection hour, what it found once recorded, and our offer once made. */
export function SaleFacts({ sale }: { sale: Sale }) {
  const { i18n } = useLingui();
  const money = useDisplayMoney();
  const spot = `${sale.spot.name}, ${sale.spot.city.name}`;
  const home = sale.address ? `${sale.address.street} ${sale.address.number}, ${sale.address.sector}` : '';
  const expected = money(sale.expectedPrice);
  const quoteFrom = sale.quote ? money(sale.quote.suggestedMinPrice) : '';
  const quoteTo = sale.quote ? money(sale.quote.suggestedMaxPrice) : '';
  const offer = sale.offer === null || sale.offer === undefined ? null : money(sale.offer);
  const expiry = sale.offerExpiresAt ? saleTime(sale.offerExpiresAt, i18n.locale) : null;
  // An offer that lapsed unanswered is replaced by a new one; the seller is told so.
  const [lapsed] = useState(() => sale.status === 'PENDING' && sale.offerExpiresAt != null && !offerWaits(sale, Date.now()));
  return (
    <dl className={styles.facts}>
      <CardFact term={<Trans>Ubicación</Trans>}>
        {sale.place === 'HOME' ? <Trans>A domicilio: {home}</Trans> : <Trans>En {spot}</Trans>}
        {sale.outsideCoverage ? (
          <span className={styles.note}>
            <Trans>Fuera de cobertura: puede aplicar un cargo adicional.</Trans>
          </span>
        ) : null}
      </CardFact>
      <CardFact term={<Trans>Precio</Trans>}>
        <Trans>Esperas {expected}</Trans>
        {sale.quote ? (
          <span className={styles.note}>
            <Trans>
              Cotización: {quoteFrom} – {quoteTo}
            </Trans>
          </span>
        ) : null}
      </CardFact>
      <CardFact term={<Trans>Inspección</Trans>}>{saleTime(sale.inspection.startsAt, i18n.locale)}</CardFact>
      {sale.inspectionReport ? <InspectionFindings findings={sale.inspectionReport.findings} /> : null}
      {offer ? (
        <CardFact term={<Trans>Nuestra oferta</Trans>}>
          {offer}
          {expiry && lapsed ? (
            <span className={styles.note}>
              <Trans>Venció el {expiry}; te enviaremos una nueva oferta.</Trans>
            </span>
          ) : expiry ? (
            <span className={styles.note}>
              <Trans>Válida hasta {expiry}</Trans>
            </span>
          ) : null}
        </CardFact>
      ) : null}
    </dl>
  );
}

/** What the appraiser found, on which our offer rests (decision 53): the points that were not simply fine, with the notes. */
function InspectionFindings({ findings }: { findings: NonNullable<Sale['inspectionReport']>['findings'] }) {
  const { i18n } = useLingui();
  const count = findings.length;
  return (
    <CardFact term={<Trans>Resultado de la inspección</Trans>}>
      {count === 0 ? <Trans>Sin observaciones</Trans> : count === 1 ? <Trans>1 punto con observaciones</Trans> : <Trans>{count} puntos con observaciones</Trans>}
      {findings.map((finding) => {
        const result = FINDING_WORDS[finding.result];
        return (
          <span key={`${finding.result}-${finding.note}`} className={styles.note}>
            {result ? i18n._(result) : finding.result}: {finding.note}
          </span>
        );
      })}
    </CardFact>
  );
}
