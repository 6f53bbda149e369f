import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { FINDER_STEPS } from '../../../../machines/car-finder/car-finder.machine';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import type { CarFinderRef } from '../api/finder-actors';
import type { FinderOptions } from '../api/finder-queries';
import { FINDER_STEP_TITLES } from '../wizard/finder-step-titles';
import { answerText } from './answer-text';
import * as styles from './FinderPreferences.css';

/** 'Editar preferencias': every answer with its edit button, start over, and back to the result. */
export function FinderPreferences({ finder, options }: { finder: CarFinderRef; options: FinderOptions }) {
  const { t, i18n } = useLingui();
  const answers = useSelector(finder, (snapshot) => snapshot.context.answers);
  return (
    <Stack gap="xl">
      <h1 className={styles.title}>
        <Trans>Tus preferencias</Trans>
      </h1>
      <dl className={styles.list}>
        {FINDER_STEPS.map((step) => {
          const title = i18n._(FINDER_STEP_TITLES[step]);
          return (
            <div key={step} className={styles.row}>
              <dt className={styles.term}>{title}</dt>
              <dd className={styles.answer}>{answerText(step, answers, options, i18n)}</dd>
              <dd className={styles.edit}>
                <Button variant="link" aria-label={t`Editar ${title}`} onClick={() => finder.send({ type: 'preferences.edit', step })}>
                  <Trans>Editar</Trans>
                </Button>
              </dd>
            </div>
          );
        })}
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => finder.send({ type: 'preferences.startOver' })}>
          <Trans>Empezar de nuevo</Trans>
        </Button>
        <Button variant="primary" onClick={() => finder.send({ type: 'preferences.viewResult' })}>
          <Trans>Ver resultado</Trans>
        </Button>
      </div>
    </Stack>
  );
}
