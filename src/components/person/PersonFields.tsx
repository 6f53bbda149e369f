import { useLingui } from '@lingui/react/macro';
import { fieldGrid } from '../form/FieldGrid.css';
import { useField } from '../form/useField';
import type { FormActorRef } from '../form/useFormField';
import { TextField } from '../../ui/TextField';

/** Info personal: who we call back; in the sell and request-a-car wizards and on the edit-selling page. */
export function PersonFields({ form }: { form: FormActorRef }) {
  const { t } = useLingui();
  const name = useField(form, 'name');
  const lastName = useField(form, 'lastName');
  const email = useField(form, 'email');
  const phone = useField(form, 'phone');
  return (
    <div className={fieldGrid}>
      <TextField label={t`Nombre`} autoComplete="given-name" required maxLength={50} {...name} />
      <TextField label={t`Apellido`} autoComplete="family-name" required maxLength={50} {...lastName} />
      <TextField label={t`Correo electrónico`} type="email" autoComplete="email" required maxLength={50} {...email} />
      <TextField label={t`Teléfono`} type="tel" autoComplete="tel-national" inputMode="numeric" hint={t`10 dígitos, sin guiones`} required {...phone} />
    </div>
  );
}
