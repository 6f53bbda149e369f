import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { bulkPriceForm } from '../../../../machines/bulk-price/bulk-price-form';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import * as styles from './Inventory.css';
import { priceProblem } from './inventory-words';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';

type Form = ActorRefFrom<typeof bulkPriceForm>;

/** The change for every ticked car: a percentage or an amount of pesos, negative to lower; sending asks for the preview. */
export function BulkPriceForm({ form, onCancel }: { form: Form; onCancel: () => void }) {
  const { t } = useLingui();
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const box = useRef<HTMLInputElement>(null);
  // The box replaces the button that opened it: focus follows.
  useEffect(() => box.current?.focus(), []);
  const mode = useSelector(form, (snapshot) => snapshot.context.values.mode);
  return (
    <LockedForm form={form} label={t`Cambio de precios`} className={styles.priceForm} fieldsetClassName={styles.fieldset}>
      <Select
        label={t`Cambiar por`}
        options={[
          { value: 'percent', label: t`Porcentaje` },
          { value: 'amount', label: t`Monto en pesos` },
        ]}
        value={mode}
        onValueChange={(value) => form.send({ type: 'field.change', field: 'mode', value })}
      />
      <TextField
        label={mode === 'percent' ? t`Porcentaje (%)` : t`Monto (RD $)`}
        hint={mode === 'percent' ? t`De −50 a 50; negativo baja el precio.` : t`Pesos enteros; negativo baja el precio.`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        required
        ref={box}
        className={styles.priceBox}
        {...useFormField(form, 'value', priceProblem)}
      />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        <Trans>Ver los cambios</Trans>
      </SubmitOrCancel>
    </LockedForm>
  );
}
