import * as RadixSlider from '@radix-ui/react-slider';
import type { ReactNode } from 'react';
import * as styles from './Slider.css';

export type SliderProps = {
  /** The group's name, e.g. "Precio". */
  legend: string;
  /** One value (a maximum) or two (a range); each gets a thumb. */
  value: number[];
  min: number;
  max: number;
  step?: number;
  /** Each thumb's accessible name, in the order of `value`, e.g. ["Precio mínimo", "Precio máximo"]. */
  thumbLabels: string[];
  /** How a value reads on screen and to a screen reader, e.g. 'RD $500,000'. */
  format: (value: number) => string;
  onValueChange: (value: number[]) => void;
  /** Under the slider, e.g. the field's problem. */
  children?: ReactNode;
};

/**
 * Radix's slider (arrow keys, Page Up/Down, Home/End, touch) with its values written above it,
 * so the choice is read without moving a thumb; two thumbs never cross.
 */
export function Slider({ legend, value, min, max, step = 1, thumbLabels, format, onValueChange, children }: SliderProps) {
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.values} aria-live="polite">
        {value.map((each, index) => (
          <span key={thumbLabels[index]}>{format(each)}</span>
        ))}
      </p>
      <RadixSlider.Root className={styles.root} value={value} min={min} max={max} step={step} minStepsBetweenThumbs={0} onValueChange={onValueChange}>
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.range} />
        </RadixSlider.Track>
        {value.map((each, index) => (
          <RadixSlider.Thumb key={thumbLabels[index]} className={styles.thumb} aria-label={thumbLabels[index]} aria-valuetext={format(each)} />
        ))}
      </RadixSlider.Root>
      {children}
    </fieldset>
  );
}
