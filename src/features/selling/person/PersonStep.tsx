import type { FormActorRef } from '../../../components/form/useFormField';
import { StepForm } from '../wizard/StepForm';
import { PersonFields } from './PersonFields';

/** Step 3, Info personal (prefilled when signed in). */
export function PersonStep({ form, title, onBack }: { form: FormActorRef; title: string; onBack: () => void }) {
  return (
    <StepForm form={form} title={title} onBack={onBack}>
      <PersonFields form={form} />
    </StepForm>
  );
}
