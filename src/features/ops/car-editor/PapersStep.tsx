import { useLingui } from '@lingui/react/macro';
import type { FormActorRef } from '../../../components/form/useFormField';
import { StepForm } from '../../../components/wizard/StepForm';
import { Checkbox } from '../../../ui/Checkbox';
import { useCarCheck } from './car-fields';

/** Step 3: the papers checked before the car is offered (DOMAIN.md: a trust feature buyers look for). */
export function PapersStep({ form, title, onBack }: { form: FormActorRef; title: string; onBack: () => void }) {
  const { t } = useLingui();
  return (
    <StepForm form={form} title={title} onBack={onBack} hint={t`Marca solo lo que ya se comprobó.`}>
      <Checkbox label={t`Título sin gravámenes`} hint={t`El título se verificó libre de deudas y embargos`} {...useCarCheck(form, 'titleChecked')} />
      <Checkbox label={t`Certificado de no oposición`} hint={t`Obtenido de la DGII`} {...useCarCheck(form, 'noOppositionChecked')} />
    </StepForm>
  );
}
