import { Trans } from '@lingui/react/macro';
import { promiseLeft } from './promise-left';
import * as styles from './QueueCard.css';
import { useNow } from './use-now';

/** The time left to make the offer we promised, or how long ago it fell due, in a warning tone. */
export function PromiseLeftText({ offerDueAt }: { offerDueAt: string }) {
  const { overdue, hours, minutes } = promiseLeft(offerDueAt, useNow());
  if (!overdue)
    return (
      <Trans>
        Quedan {hours} h {minutes} min
      </Trans>
    );
  return <strong className={styles.overdue}>{hours > 0 ? <Trans>Vencida hace {hours} h</Trans> : <Trans>Vencida hace {minutes} min</Trans>}</strong>;
}
