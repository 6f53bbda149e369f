import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { LoadProblem } from '../../../components/feedback/LoadProblem';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import type { SlotCalendarRef } from '../api/sell-actors';
import * as styles from '../wizard/SellWizard.css';
import * as calendarStyles from './ScheduleStep.css';
import { SlotPicker } from './SlotPicker';

type Props = { calendar: SlotCalendarRef; chosen: string; onChoose: (startsAt: string) => void; error?: string };

/** The calendar machine drawn: a skeleton while loading, retry on failure, 'no hours', or the days and hours, and the dates around. */
export function SlotCalendar({ calendar, chosen, onChoose, error }: Props) {
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
          <Trans>No hay horas disponibles para inspecciones</Trans>
        </output>
      ) : (
        <SlotPicker slots={slots} chosen={chosen} onChoose={onChoose} error={error} />
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
