import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { slotCalendarMachine } from '../../../machines/sell/slot-calendar.machine';
import { LoadProblem } from '../feedback/LoadProblem';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from '../wizard/WizardNotes.css';
import * as calendarStyles from './SlotCalendar.css';
import { SlotPicker } from './SlotPicker';

/** The calendar inside a page's machine (the sell wizard, the edit-selling page, a test drive). */
export type SlotCalendarRef = ActorRefFrom<typeof slotCalendarMachine>;

type Props = {
  calendar: SlotCalendarRef;
  chosen: string;
  onChoose: (startsAt: string) => void;
  error?: string;
  /** What a range without hours says (SPEC §8: 'No hay horas disponibles para inspecciones'). */
  noneText: ReactNode;
  /** The hours' legend: what an hour window means for this visit. */
  hourLegend: string;
};

/** The calendar machine drawn: a skeleton while loading, retry on failure, 'no hours', or the days and hours, and the dates around. */
export function SlotCalendar({ calendar, chosen, onChoose, error, noneText, hourLegend }: Props) {
  const { t } = useLingui();
  const phase = useSelector(calendar, (snapshot) => snapshot.value);
  const slots = useSelector(calendar, (snapshot) => snapshot.context.slots);
  if (phase === 'loading') {
    return (
      <div aria-busy="true" aria-label={t`Cargando horas disponibles`}>
        <Skeleton height="120px" radius="md" />
      </div>
    );
  }
  if (phase === 'failed') return <LoadProblem title={t`No pudimos cargar las horas disponibles.`} onRetry={() => calendar.send({ type: 'slots.retry' })} />;
  return (
    <>
      {phase === 'none' ? (
        <output className={styles.notice}>
          {noneText}
        </output>
      ) : (
        <SlotPicker slots={slots} chosen={chosen} onChoose={onChoose} error={error} hourLegend={hourLegend} />
      )}
      <RangeButtons calendar={calendar} />
    </>
  );
}

/** Earlier and later dates; the machine says whether earlier ones are on offer. */
function RangeButtons({ calendar }: { calendar: SlotCalendarRef }) {
  const earlier = useSelector(calendar, (snapshot) => snapshot.can({ type: 'slots.earlier' }));
  return (
    <div className={calendarStyles.range}>
      <Button variant="ghost" size="sm" disabled={!earlier} onClick={() => calendar.send({ type: 'slots.earlier' })}>
        <Trans>Fechas anteriores</Trans>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => calendar.send({ type: 'slots.later' })}>
        <Trans>Fechas siguientes</Trans>
      </Button>
    </div>
  );
}
