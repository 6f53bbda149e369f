import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { ConfirmQuestion } from '../../../components/feedback/ConfirmQuestion';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../ui/DropdownMenu';
import { Spinner } from '../../../ui/Spinner';
import { carStatus } from '../api/ops-actors';
import { type InventoryCar, refetchInventory } from '../api/inventory-query';
import { carStatusName } from '../ops-words';

/** A car's move to one of the statuses the server allows next, after a question; SOLD is said to be final. */
export function StatusChange({ car }: { car: InventoryCar }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const actorRef = useActorRef(carStatus.provide({ actions: { carChanged: () => void refetchInventory(queryClient) } }), { input: { carId: car.id }, inspect });
  const asking = useSelector(actorRef, (snapshot) => snapshot.hasTag('question'));
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const chosen = useSelector(actorRef, (snapshot) => snapshot.context.status);
  const title = car.title;
  const wordOf = (status: string) => carStatusName(i18n, status);
  if (car.nextStatuses.length === 0) return null;
  if (busy) return <Spinner label={t`Cambiando el estado de ${title}`} />;
  if (asking && chosen) {
    const next = wordOf(chosen);
    return (
      <ConfirmQuestion
        label={car.title}
        question={
          chosen === 'SOLD' ? (
            <Trans>¿Marcar {title} como vendido? Es definitivo: no podrá volver a la venta.</Trans>
          ) : (
            <Trans>
              ¿Pasar {title} a «{next}»?
            </Trans>
          )
        }
        confirmLabel={<Trans>Sí, cambiar</Trans>}
        onConfirm={() => actorRef.send({ type: 'status.confirm' })}
        onDeny={() => actorRef.send({ type: 'status.deny' })}
      />
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="secondary" aria-label={t`Cambiar el estado de ${title}`}>
          <Trans>Cambiar estado</Trans>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {car.nextStatuses.map((status) => (
          <DropdownMenuItem key={status} onSelect={() => actorRef.send({ type: 'status.choose', status })}>
            {wordOf(status)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
