import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { useIdleOrNear } from '../../../hooks/idle-or-near';
import { FAQS } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { lazyNamed } from '../../../ui/deferPopup';
import { Skeleton } from '../../../ui/Skeleton';
import * as section from '../page/section.css';
import * as styles from './HomeFaq.css';

// The questions (and the accordion's code) come after the first paint: the section is far below the first screen.
const FeaturedQuestions = lazyNamed(() => import('./FeaturedQuestions'), 'FeaturedQuestions');

/** SPEC §2 'FAQ with newsletter': the featured questions beside the subscribe card. */
export function HomeFaq({ newsletter }: { newsletter: ReactNode }) {
  return (
    <section aria-labelledby="home-faq-title" className={`${section.section} ${section.muted}`}>
      <Container className={styles.layout}>
        <div className={styles.faq}>
          <h2 id="home-faq-title" className={section.title}>
            <Trans>Preguntas frecuentes</Trans>
          </h2>
          <FeaturedQuestionsSlot />
          <Link to={FAQS} className={buttonClassName({ variant: 'link' }, styles.allQuestions)}>
            <Trans>Ver todas las preguntas</Trans>
          </Link>
        </div>
        {newsletter}
      </Container>
    </section>
  );
}

function FeaturedQuestionsSlot() {
  const { t } = useLingui();
  // After the first paint, or sooner if the visitor scrolls to it first.
  const { ref, ready } = useIdleOrNear<HTMLDivElement>();
  // The questions' own loading state, shown until their code has arrived too.
  const placeholder = (
    <output className={styles.loading} aria-busy="true" aria-label={t`Cargando preguntas frecuentes`}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height="3rem" radius="md" />
      ))}
    </output>
  );
  return <div ref={ref}>{ready ? <Suspense fallback={placeholder}>{<FeaturedQuestions />}</Suspense> : placeholder}</div>;
}
