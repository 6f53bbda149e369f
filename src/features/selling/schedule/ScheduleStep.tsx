import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import type { FormActorRef } from '../../../components/form/useFormField';
import { TERMS } from '../../../lib/routes';
import { Checkbox } from '../../../ui/Checkbox';
import type { SellWizardRef } from '../api/sell-actors';
import { StepForm } from '../../../components/wizard/StepForm';
import { useFieldProblem } from '../../../components/form/useFieldProblem';
import { HourTaken } from '../../../components/slots/HourTaken';
import { InspectionCalendar } from './InspectionCalendar';

type Props = { wizard: SellWizardRef; form: FormActorRef; title: string };

/** Step 5, Día y hora: the calendar of the place chosen, the terms, and the send. */
export function ScheduleStep({ wizard, form, title }: Props) {
  const calendar = useSelector(wizard, (snapshot) => snapshot.children.slotCalendar);
  const slotTaken = useSelector(wizard, (snapshot) => snapshot.context.slotTaken);
  const chosen = useSelector(form, (snapshot) => String(snapshot.context.values.slotStartsAt ?? ''));
  const accepted = useSelector(form, (snapshot) => snapshot.context.values.acceptTerms === true);
  const problem = useFieldProblem(form);
  const change = (field: string, value: unknown) => form.send({ type: 'field.change', field, value });
  return (
    <StepForm form={form} title={title} onBack={() => wizard.send({ type: 'step.back' })} submitLabel={<Trans>Agendar inspección</Trans>}>
      {slotTaken ? <HourTaken /> : null}
      {calendar ? <InspectionCalendar calendar={calendar} chosen={chosen} onChoose={(startsAt) => change('slotStartsAt', startsAt)} error={problem('slotStartsAt')} /> : null}
      <Checkbox
        name="acceptTerms"
        checked={accepted}
        onCheckedChange={(checked) => change('acceptTerms', checked)}
        error={problem('acceptTerms')}
        label={
          <Trans>
            Acepto los <Link to={TERMS}>términos y condiciones</Link>
          </Trans>
        }
      />
    </StepForm>
  );
}
