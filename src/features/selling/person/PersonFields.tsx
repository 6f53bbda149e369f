import { useLingui } from '@lingui/react/macro';
import type { FormActorRef } from '../../../components/form/useFormField';
import { TextField } from '../../../ui/TextField';
import { useSellField } from '../wizard/useSellField';
import * as styles from '../wizard/SellWizard.css';

/** Info personal: who we call about the offer; in the wizard's step and on the edit-selling page. */
export function PersonFields({ form }: { form: FormActorRef }) {
  const { t } = useLingui();
  const name = useSellField(form, 'name');
  const lastName = useSellField(form, 'lastName');
  const email = useSellField(form, 'email');
  const phone = useSellField(form, 'phone');
  return (
    <div className={styles.grid}>
      <TextField label={t`Nombre`} autoComplete="given-name" required maxLength={50} {...name} />
      <TextField label={t`Apellido`} autoComplete="family-name" required maxLength={50} {...lastName} />
      <TextField label={t`Correo electrónico`} type="email" autoComplete="email" required maxLength={50} {...email} />
      <TextField label={t`Teléfono`} type="tel" autoComplete="tel-national" inputMode="numeric" hint={t`10 dígitos, sin guiones`} required {...phone} />
    </div>
  );
}
