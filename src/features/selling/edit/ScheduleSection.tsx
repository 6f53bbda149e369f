import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormActorRef } from '../../../components/form/useFormField';
import { HourTaken } from '../../../components/slots/HourTaken';
import { InspectionCalendar } from '../schedule/InspectionCalendar';
import { inspectionTime } from '../success/InspectionFacts';
import { useFieldProblem } from '../../../components/form/useFieldProblem';
import * as styles from '../../../components/wizard/WizardNotes.css';
import type { SellEditRef } from './edit-actors';

/** Día y hora on the edit page: the hour the request holds, then the calendar of the spot chosen. */
export function ScheduleSection({ edit, form }: { edit: SellEditRef; form: FormActorRef }) {
  const { i18n } = useLingui();
  const calendar = useSelector(edit, (snapshot) => snapshot.children.slotCalendar);
  const held = useSelector(edit, (snapshot) => snapshot.context.held.startsAt);
  const slotTaken = useSelector(edit, (snapshot) => snapshot.context.slotTaken);
  const chosen = useSelector(form, (snapshot) => String(snapshot.context.values.slotStartsAt ?? ''));
  const problem = useFieldProblem(form);
  const heldAt = inspectionTime(i18n.locale, held, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });
  return (
    <>
      <p className={styles.notice}>
        <Trans>Tu inspección agendada: {heldAt}. Elige otra hora para cambiarla.</Trans>
      </p>
      {slotTaken ? <HourTaken /> : null}
      {calendar ? <InspectionCalendar calendar={calendar} chosen={chosen} onChoose={(startsAt) => form.send({ type: 'field.change', field: 'slotStartsAt', value: startsAt })} error={problem('slotStartsAt')} /> : null}
    </>
  );
}
