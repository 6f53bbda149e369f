import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../ui/TextField';
import { fieldGrid } from '../form/FieldGrid.css';
import { useField } from '../form/useField';
import type { FormActorRef } from '../form/useFormField';

/** SPEC §2's address: sector, street, number and an optional reference, for anyone who comes to a home. */
export function HomeAddressFields({ form }: { form: FormActorRef }) {
  const { t } = useLingui();
  const sector = useField(form, 'sector');
  const street = useField(form, 'street');
  const number = useField(form, 'number');
  const reference = useField(form, 'reference');
  return (
    <div className={fieldGrid}>
      <TextField label={t`Sector`} required autoComplete="address-level3" {...sector} />
      <TextField label={t`Calle`} required autoComplete="address-line1" {...street} />
      <TextField label={t`Número`} required autoComplete="off" {...number} />
      <TextField label={t`Referencia`} hint={t`Opcional: cómo encontrar tu casa`} autoComplete="off" {...reference} />
    </div>
  );
}
