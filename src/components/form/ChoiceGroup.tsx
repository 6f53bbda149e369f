import { type ReactNode, useId } from 'react';
import * as styles from './ChoiceGroup.css';

type Choice = { value: string; title: ReactNode; detail?: ReactNode };
type Props = { legend: ReactNode; name: string; choices: ReadonlyArray<Choice>; value: string; onChange: (value: string) => void; error?: string };

/** A radio group of cards (place, spot): arrow keys move between them, the legend names the question. */
export function ChoiceGroup({ legend, name, choices, value, onChange, error }: Props) {
  const errorId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input type="radio" className={styles.radio} name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{choice.title}</span>
              {choice.detail ? <span className={styles.choiceDetail}>{choice.detail}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
