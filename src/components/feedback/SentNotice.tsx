import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/classNames';
import { CheckIcon } from '../../ui/icons/interfaceIcons';
import * as styles from './SentNotice.css';

type Props = {
  /** The short news, in bold: '¡Pregunta enviada!'. */
  title: ReactNode;
  /** What happens next. */
  children: ReactNode;
  /** The way to start over (another question, another address). */
  again: { label: ReactNode; onClick: () => void };
  className?: string;
};

/** What a small form shows once its message went out: the news, what comes next, and a way to start over. */
export function SentNotice({ title, children, again, className }: Props) {
  return (
    <output className={cx(styles.notice, className)}>
      <CheckIcon />
      <span className={styles.text}>
        <span>
          <strong>{title}</strong> {children}
        </span>
        <Button variant="link" size="sm" onClick={again.onClick}>
          {again.label}
        </Button>
      </span>
    </output>
  );
}
