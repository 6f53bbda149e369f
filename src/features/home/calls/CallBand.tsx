import type { ReactNode } from 'react';
import { Container } from '../../../ui/Container';
import * as styles from './CallBand.css';

type Props = { id: string; tone: 'accent' | 'brand' | 'soft'; title: ReactNode; text: ReactNode; actions: ReactNode; art?: ReactNode };

/** A full-width invitation: a heading, one line of why, and where to go. */
export function CallBand({ id, tone, title, text, actions, art }: Props) {
  return (
    <section aria-labelledby={id} className={styles.outer}>
      <Container>
        <div className={styles.band({ tone })}>
          <div className={styles.copy}>
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            <p className={styles.text}>{text}</p>
            <div className={styles.actions}>{actions}</div>
          </div>
          {art ? <div className={styles.art}>{art}</div> : null}
        </div>
      </Container>
    </section>
  );
}
