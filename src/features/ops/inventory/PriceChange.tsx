import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { carPriceInput, type carPriceForm } from '../../../../machines/car-price/car-price.machine';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { carPrice } from '../api/ops-actors';
import { type InventoryCar, refetchInventory } from '../api/inventory-query';
import * as styles from './Inventory.css';
import { priceProblem } from './inventory-words';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';

/** A car's price: a button, then the box starting from the price it has, then the acknowledgement. */
export function PriceChange({ car }: { car: InventoryCar }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const actorRef = useActorRef(carPrice.provide({ actions: { changed: () => void refetchInventory(queryClient) } }), { input: carPriceInput(car.id), inspect });
  const saved = useSelector(actorRef, (snapshot) => snapshot.matches('saved'));
  const form = useSelector(actorRef, (snapshot) => snapshot.children.form);
  const { title } = car;
  const edit = () => actorRef.send({ type: 'edit.open', changes: { basePrice: String(car.priceInfo.basePrice) } });
  if (form) return <PriceForm form={form} title={car.title} onCancel={() => actorRef.send({ type: 'edit.cancel' })} />;
  return (
    <>
      {saved ? (
        <output>
          <Trans>Precio guardado.</Trans>
        </output>
      ) : null}
      <Button size="sm" variant="secondary" aria-label={t`Cambiar el precio de ${title}`} onClick={edit}>
        <Trans>Cambiar precio</Trans>
      </Button>
    </>
  );
}

function PriceForm({ form, title, onCancel }: { form: ActorRefFrom<typeof carPriceForm>; title: string; onCancel: () => void }) {
  const { t } = useLingui();
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const box = useRef<HTMLInputElement>(null);
  // The box replaces the button that opened it: focus follows.
  useEffect(() => box.current?.focus(), []);
  return (
    <LockedForm form={form} label={t`Precio de ${title}`} className={styles.priceForm} fieldsetClassName={styles.fieldset}>
      <TextField
        label={t`Nuevo precio (RD $)`}
        hint={t`Pesos enteros, de 1 a 100,000,000.`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={15}
        required
        ref={box}
        className={styles.priceBox}
        {...useFormField(form, 'basePrice', priceProblem)}
      />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        <Trans>Guardar precio</Trans>
      </SubmitOrCancel>
    </LockedForm>
  );
}
