import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CheckIcon } from '../../ui/icons/interfaceIcons';
import { inlineVars } from '../../ui/inlineVars';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import * as styles from './Stepper.css';

export type StepperProps<Id extends string> = {
  /** The wizard's steps in order, titles already translated. */
  steps: ReadonlyArray<{ id: Id; title: string }>;
  /** The open step; one of `steps`. */
  current: Id;
  /** Steps the visitor has opened (the wizard's `context.visited`), the only ones it lets `step.goto` reach. */
  visited: ReadonlyArray<Id>;
  /** Opens a visited step (the wizard's `step.goto`); without it the stepper only shows the way. */
  onGoto?: (id: Id) => void;
  /** The navigation's accessible name, e.g. "Pasos para vender tu carro". */
  label: string;
};

type StepState = NonNullable<styles.StepperItemVariants['state']>;

/**
 * Where the visitor is in a wizard (decision 21): every step numbered and titled, the open one
 * marked `aria-current="step"`, the visited ones buttons back to them, the rest not reachable yet.
 * A phone gets "Paso N de M · title" over a bar instead of the row of titles.
 */
export function Stepper<Id extends string>({ steps, current, visited, onGoto, label }: StepperProps<Id>) {
  const { t } = useLingui();
  const number = steps.findIndex((step) => step.id === current) + 1;
  const count = steps.length;
  const stateOf = (id: Id): StepState => (id === current ? 'current' : visited.includes(id) ? 'done' : 'upcoming');
  return (
    <nav aria-label={label} className={styles.stepper}>
      <p className={styles.summary}>
        <span className={styles.position}>{t`Paso ${number} de ${count}`}</span>{' '}
        <span className={styles.separator} aria-hidden="true">
          ·
        </span>{' '}
        <span>{steps[number - 1]?.title}</span>
      </p>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={inlineVars([[styles.filled, `${(100 * number) / Math.max(count, 1)}%`]])} />
      </div>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state = stateOf(step.id);
          const content = <StepContent number={index + 1} title={step.title} state={state} />;
          return (
            <li key={step.id} className={styles.item({ state })} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' && onGoto ? (
                <button type="button" className={styles.stepButton} onClick={() => onGoto(step.id)}>
                  {content}
                </button>
              ) : (
                <span className={styles.step}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

// The spaces keep a screen reader's "1 Info del carro completado" from running the words together.
function StepContent({ number, title, state }: { number: number; title: string; state: StepState }): ReactNode {
  return (
    <>
      <span className={styles.marker({ state })}>{number}</span> <span className={styles.title}>{title}</span>
      {state === 'done' ? (
        <>
          {' '}
          <CheckIcon size="sm" className={styles.check} />{' '}
          <VisuallyHidden>
            <Trans>completado</Trans>
          </VisuallyHidden>
        </>
      ) : null}
    </>
  );
}
