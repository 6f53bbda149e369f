import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useFieldProblem } from '../../../components/form/useFieldProblem';
import type { FormActorRef } from '../../../components/form/useFormField';
import { HourTaken } from '../../../components/slots/HourTaken';
import { SlotCalendar } from '../../../components/slots/SlotCalendar';
import { StepForm } from '../../../components/wizard/StepForm';
import type { TestDriveRef } from '../api/test-drive-actors';

/** Fecha y hora: the car's free hours (one driver an hour), earlier and later dates. */
export function HourStep({ wizard, form, title }: { wizard: TestDriveRef; form: FormActorRef; title: string }) {
  const { t } = useLingui();
  const calendar = useSelector(wizard, (snapshot) => snapshot.children.slotCalendar);
  const slotTaken = useSelector(wizard, (snapshot) => snapshot.context.slotTaken);
  const chosen = useSelector(form, (snapshot) => String(snapshot.context.values.slotStartsAt ?? ''));
  const problem = useFieldProblem(form);
  return (
    <StepForm form={form} title={title} onBack={() => wizard.send({ type: 'step.back' })}>
      {slotTaken ? <HourTaken /> : null}
      {calendar ? (
        <SlotCalendar
          calendar={calendar}
          chosen={chosen}
          onChoose={(startsAt) => form.send({ type: 'field.change', field: 'slotStartsAt', value: startsAt })}
          error={problem('slotStartsAt')}
          noneText={<Trans>No hay horas disponibles para pruebas de manejo en estas fechas.</Trans>}
          hourLegend={t`Hora (la prueba dura hasta una hora)`}
        />
      ) : null}
    </StepForm>
  );
}
