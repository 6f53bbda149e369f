import { useLingui } from '@lingui/react/macro';
import { fieldGrid } from '../../../components/form/FieldGrid.css';
import { useField, useNumberField } from '../../../components/form/useField';
import type { FormActorRef } from '../../../components/form/useFormField';
import { PersonFields } from '../../../components/person/PersonFields';
import { StepForm } from '../../../components/wizard/StepForm';
import { TextField } from '../../../ui/TextField';

/**
 * The pre-test-drive contact form (SPEC §2, §5): who drives, with the cédula and the monthly salary
 * a test drive needs; prefilled from the profile when signed in.
 */
export function ContactStep({ form, title }: { form: FormActorRef; title: string }) {
  const { t } = useLingui();
  const documentId = useField(form, 'documentId');
  const monthlySalary = useNumberField(form, 'monthlySalary');
  return (
    <StepForm form={form} title={title} hint={t`Un especialista te contactará para confirmar tu prueba. Tus datos de identidad e ingresos se guardan cifrados.`}>
      <PersonFields form={form} />
      <div className={fieldGrid}>
        <TextField label={t`Cédula`} inputMode="numeric" autoComplete="off" hint={t`11 dígitos, sin guiones`} required {...documentId} />
        <TextField label={t`Salario mensual (RD $)`} autoComplete="off" required {...monthlySalary} />
      </div>
    </StepForm>
  );
}
