import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ConfirmQuestion } from '../../../components/feedback/ConfirmQuestion';
import { inspect } from '../../../lib/inspector';
import { OPS_EDIT_CAR } from '../../../lib/routes';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { sellRequestListing } from '../api/ops-actors';
import * as styles from './QueueCard.css';

/** An accepted request's car into the inventory: asked first, then entered for review and opened in the car editor to complete. */
export function ListingBox({ sellRequestId, title }: { sellRequestId: string; title: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actorRef = useActorRef(
    sellRequestListing.provide({ actions: { openCar: ({ context }) => void navigate({ to: OPS_EDIT_CAR, params: { carId: context.carId! } }) } }),
    { input: { sellRequestId }, inspect },
  );
  const asking = useSelector(actorRef, (snapshot) => snapshot.hasTag('question'));
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  return (
    <div className={styles.sent}>
      {busy ? <Spinner label={t`Pasando ${title} al inventario`} /> : null}
      {asking ? (
        <ConfirmQuestion
          label={title}
          question={<Trans>¿Pasar este carro al inventario? Entra en revisión, la solicitud queda como vendida y se abre el editor para completarlo.</Trans>}
          confirmLabel={<Trans>Sí, pasar al inventario</Trans>}
          onConfirm={() => actorRef.send({ type: 'listing.confirm' })}
          onDeny={() => actorRef.send({ type: 'listing.deny' })}
        />
      ) : null}
      {!asking && !busy ? (
        <Button size="sm" variant="primary" aria-label={t`Pasar al inventario: ${title}`} onClick={() => actorRef.send({ type: 'listing.ask' })}>
          <Trans>Pasar al inventario</Trans>
        </Button>
      ) : null}
    </div>
  );
}
