import { useLingui } from '@lingui/react/macro';
import type { FormActorRef } from '../../../components/form/useFormField';
import { TextField } from '../../../ui/TextField';
import { StepForm } from '../wizard/StepForm';
import { useSellField } from '../wizard/useSellField';
import * as styles from '../wizard/SellWizard.css';

/** Step 3, Info personal: who we call about the offer (prefilled when signed in). */
export function PersonStep({ form, title, onBack }: { form: FormActorRef; title: string; onBack: () => void }) {
  const { t } = useLingui();
  const name = useSellField(form, 'name');
  const lastName = useSellField(form, 'lastName');
  const email = useSellField(form, 'email');
  const phone = useSellField(form, 'phone');
  return (
    <StepForm form={form} title={title} onBack={onBack}>
      <div className={styles.grid}>
        <TextField label={t`Nombre`} autoComplete="given-name" required maxLength={50} {...name} />
        <TextField label={t`Apellido`} autoComplete="family-name" required maxLength={50} {...lastName} />
        <TextField label={t`Correo electrónico`} type="email" autoComplete="email" required maxLength={50} {...email} />
        <TextField label={t`Teléfono`} type="tel" autoComplete="tel-national" inputMode="numeric" hint={t`10 dígitos, sin guiones`} required {...phone} />
      </div>
    </StepForm>
  );
}
