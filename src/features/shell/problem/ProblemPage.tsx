import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container } from '../../../ui/Container';
import { useDocumentTitle } from '../../../hooks/document-title';
import * as styles from './ProblemPage.css';

type ProblemPageProps = { badge: ReactNode; detail: ReactNode; actions: ReactNode };

/** The shared face of the 404 and error pages (SPEC §2: 'Ups! Something happened'). */
export function ProblemPage({ badge, detail, actions }: ProblemPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`¡Ups! Algo pasó`);
  return (
    <Container className={styles.page}>
      {badge}
      <h1 className={styles.title}>
        <Trans>¡Ups! Algo pasó</Trans>
      </h1>
      <p className={styles.detail}>{detail}</p>
      <div className={styles.actions}>{actions}</div>
    </Container>
  );
}
