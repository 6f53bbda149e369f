import { Trans, useLingui } from '@lingui/react/macro';
import { slotTime } from '../../../components/slots/slot-time';
import * as styles from './SellSuccess.css';

/** The parts of a booked request the facts show: the hour, the place, the spot, the home address. */
export type BookedInspection = {
  place: string;
  /** A home beyond the spot's range: an extra charge may apply (SPEC §8). */
  outsideCoverage: boolean;
  inspection: { startsAt: string; endsAt: string };
  spot: { name: string; address: string };
  address?: { sector: string; street: string; number: string } | null;
};

/** Where the inspection happens, in words: the home address, or the spot's name and address. */
export const inspectionPlace = ({ place, address, spot }: BookedInspection) =>
  place === 'HOME' && address ? `${address.street} ${address.number}, ${address.sector}` : `${spot.name}, ${spot.address}`;

/** In Santo Domingo's time, in the reader's language. */
export const inspectionTime = slotTime;

/** Day, hour window and place of a booked inspection, and the coverage notice: on the success page and once an edit is saved. */
export function InspectionFacts({ booked }: { booked: BookedInspection }) {
  const { i18n } = useLingui();
  const { startsAt, endsAt } = booked.inspection;
  const day = inspectionTime(i18n.locale, startsAt, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const from = inspectionTime(i18n.locale, startsAt, { hour: 'numeric', minute: '2-digit' });
  const to = inspectionTime(i18n.locale, endsAt, { hour: 'numeric', minute: '2-digit' });
  const home = booked.place === 'HOME' && booked.address;
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.term}>
            <Trans>Día</Trans>
          </dt>
          <dd className={styles.detail}>{day}</dd>
        </div>
        <div>
          <dt className={styles.term}>
            <Trans>Hora</Trans>
          </dt>
          <dd className={styles.detail}>
            <Trans>
              Llega entre {from} y {to}
            </Trans>
          </dd>
        </div>
        <div>
          <dt className={styles.term}>{home ? <Trans>En tu casa</Trans> : <Trans>En la sucursal</Trans>}</dt>
          <dd className={styles.detail}>{inspectionPlace(booked)}</dd>
        </div>
      </dl>
      {booked.outsideCoverage ? (
        <p className={styles.text}>
          <Trans>Tu dirección está fuera del área de cobertura de la sucursal: puede aplicar un cargo adicional por la inspección en tu casa.</Trans>
        </p>
      ) : null}
    </>
  );
}
