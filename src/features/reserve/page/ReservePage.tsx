import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useDocumentTitle } from '../../../hooks/document-title';
import { inspect } from '../../../lib/inspector';
import { Container } from '../../../ui/Container';
import { reserveFor } from '../api/reserve-actors';
import { canBeReserved, type ReserveCar, reserveCarQueryOptions } from '../api/reserve-car-query';
import { CardStep } from '../card/CardStep';
import { ReserveReview } from '../review/ReserveReview';
import { ReserveSuccess } from '../success/ReserveSuccess';
import { ReserveUnavailable } from '../success/ReserveUnavailable';
import * as styles from './ReservePage.css';

/** /car/{slug}/reserve (signed in): the deposit explained, the card, the held car; a car gone says so. */
export function ReservePage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { data: car } = useSuspenseQuery(reserveCarQueryOptions(slug));
  const title = car.title;
  useDocumentTitle(t`Reservar ${title}`);
  return <Container width="narrow" className={styles.page}>{canBeReserved(car) ? <ReserveFlow car={car} /> : <ReserveUnavailable title={car.title} />}</Container>;
}

function ReserveFlow({ car }: { car: ReserveCar }) {
  // No draft: a reload starts again, so no card detail is ever written to storage.
  const [machine] = useState(() => reserveFor(car.id));
  const reserve = useActorRef(machine, { input: {}, inspect });
  const ended = useSelector(reserve, (snapshot) => (snapshot.status === 'done' ? snapshot.value : null));
  const cardForm = useSelector(reserve, (snapshot) => snapshot.children.cardForm);
  const title = car.title;
  return (
    <>
      {ended === 'reserved' ? <ReserveSuccess reserve={reserve} car={car} /> : null}
      {ended === 'carUnavailable' ? <ReserveUnavailable title={car.title} /> : null}
      {ended ? null : (
        <>
          <h1 className={styles.title}>
            <Trans>Reserva el {title}</Trans>
          </h1>
          {cardForm ? <CardStep reserve={reserve} form={cardForm} /> : <ReserveReview reserve={reserve} car={car} />}
        </>
      )}
    </>
  );
}
