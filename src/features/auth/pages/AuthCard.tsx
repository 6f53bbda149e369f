import type { ReactNode } from 'react';
import { Container } from '../../../ui/Container';
import * as styles from './AuthPage.css';

/** The frame of every full-page auth screen: a centred card with its heading. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Container width="narrow" className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-page-title">
        <h1 id="auth-page-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </Container>
  );
}
