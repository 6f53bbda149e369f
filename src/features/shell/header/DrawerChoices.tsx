import { CheckIcon } from '../../../ui/icons/interfaceIcons';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import * as styles from './MobileDrawer.css';

type Choice = { value: string; label: string; lang?: string };

type DrawerChoicesProps = { label: string; choices: readonly Choice[]; selected: string; onChoose: (value: string) => void };

/** A short list of mutually exclusive options inside a drawer section (language, currency). */
export function DrawerChoices({ label, choices, selected, onChoose }: DrawerChoicesProps) {
  return (
    <fieldset className={styles.choices}>
      <VisuallyHidden asChild>
        <legend>{label}</legend>
      </VisuallyHidden>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          lang={choice.lang}
          aria-pressed={choice.value === selected}
          className={styles.choice}
          onClick={() => onChoose(choice.value)}
        >
          {choice.label}
          {choice.value === selected ? <CheckIcon size="sm" /> : null}
        </button>
      ))}
    </fieldset>
  );
}
