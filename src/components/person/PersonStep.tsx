import type { FormActorRef } from '../form/useFormField';
import { StepForm } from '../wizard/StepForm';
import { PersonFields } from './PersonFields';

/** A wizard's Info personal step (prefilled when signed in): the sell wizard's and request-a-car's. */
export function PersonStep({ form, title, onBack }: { form: FormActorRef; title: string; onBack: () => void }) {
  return (
    <StepForm form={form} title={title} onBack={onBack}>
      <PersonFields form={form} />
    </StepForm>
  );
}
