import type { FormActorRef } from '../../../components/form/useFormField';
import type { SellWizardRef } from '../api/sell-actors';
import { StepForm } from '../../../components/wizard/StepForm';
import { AddressFields } from './AddressFields';

/** Step 4, Dirección. */
export function AddressStep({ wizard, form, title }: { wizard: SellWizardRef; form: FormActorRef; title: string }) {
  return (
    <StepForm form={form} title={title} onBack={() => wizard.send({ type: 'step.back' })}>
      <AddressFields host={wizard} form={form} />
    </StepForm>
  );
}
