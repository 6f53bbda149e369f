import { useLingui } from '@lingui/react/macro';
import { fieldGrid } from '../../../../components/form/FieldGrid.css';
import { useField } from '../../../../components/form/useField';
import type { FormActorRef } from '../../../../components/form/useFormField';
import { PersonFields } from '../../../../components/person/PersonFields';
import { StepForm } from '../../../../components/wizard/StepForm';
import { TextField } from '../../../../ui/TextField';

/** Step 1, Info personal: who prequalifies, with the cédula (required here, SPEC §2); prefilled when signed in. */
export function PersonStep({ form, title, onBack }: { form: FormActorRef; title: string; onBack: () => void }) {
  const { t } = useLingui();
  const documentId = useField(form, 'documentId');
  return (
    <StepForm form={form} title={title} hint={t`Tus datos de identidad se guardan cifrados y no se consultan en el buró de crédito.`} onBack={onBack}>
      <PersonFields form={form} />
      <div className={fieldGrid}>
        <TextField label={t`Cédula`} inputMode="numeric" autoComplete="off" hint={t`11 dígitos, sin guiones`} required {...documentId} />
      </div>
    </StepForm>
  );
}
