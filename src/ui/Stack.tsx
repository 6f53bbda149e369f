import type { HTMLAttributes } from 'react';
import { cx } from './classNames';
import * as styles from './Stack.css';

export type StackProps = HTMLAttributes<HTMLDivElement> & {
  /** Vertical space between children, a spacing step of the theme. */
  gap?: keyof typeof styles.gaps;
  alignItems?: keyof typeof styles.alignments;
};

/** Children one under another with even space between. */
export function Stack({ gap = 'md', alignItems, className, ...rest }: StackProps) {
  return <div className={cx(styles.stack, styles.gaps[gap], alignItems && styles.alignments[alignItems], className)} {...rest} />;
}
