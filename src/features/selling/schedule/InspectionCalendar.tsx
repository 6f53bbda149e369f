import { Trans, useLingui } from '@lingui/react/macro';
import { SlotCalendar, type SlotCalendarRef } from '../../../components/slots/SlotCalendar';

type Props = { calendar: SlotCalendarRef; chosen: string; onChoose: (startsAt: string) => void; error?: string };

/** The inspection calendar of the wizard's last step and the edit page, in the inspection's words. */
export function InspectionCalendar(props: Props) {
  const { t } = useLingui();
  return <SlotCalendar {...props} noneText={<Trans>No hay horas disponibles para inspecciones</Trans>} hourLegend={t`Hora (llegas en cualquier momento dentro de la hora)`} />;
}
