import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { STEP_PROBLEM_ID } from './StepProblem';
import * as styles from './FinderWizard.css';

type Choice = { value: string; name: string; icon?: ReactNode };

type ChoiceCardsProps = {
  /** Checkboxes for several choices, radios for one. */
  kind: 'checkbox' | 'radio';
  /** The group's name for a screen reader; the step's heading shows it. */
  legend: string;
  name: string;
  choices: Choice[];
  isChosen: (value: string) => boolean;
  onChange: (value: string, checked: boolean) => void;
  /** Whether the step's problem line is showing, which the group then points to. */
  withProblem: boolean;
};

/** A step's choices as cards around real inputs: the keyboard and screen readers get a checkbox or a radio. */
export function ChoiceCards({ kind, legend, name, choices, isChosen, onChange, withProblem }: ChoiceCardsProps) {
  return (
    <fieldset className={styles.choices} aria-describedby={withProblem ? STEP_PROBLEM_ID : undefined}>
      <VisuallyHidden asChild>
        <legend>{legend}</legend>
      </VisuallyHidden>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input type={kind} name={name} value={choice.value} className={styles.choiceInput} checked={isChosen(choice.value)} onChange={(event) => onChange(choice.value, event.target.checked)} />
          {choice.icon}
          <span>{choice.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
