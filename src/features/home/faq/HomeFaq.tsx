import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FAQS } from '../../../lib/routes';
import { Accordion, AccordionItem } from '../../../ui/Accordion';
import { buttonClassName } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { Skeleton } from '../../../ui/Skeleton';
import * as section from '../page/section.css';
import * as styles from './HomeFaq.css';
import { homeFaqsQueryOptions } from './home-faqs-query';

/** SPEC §2 'FAQ with newsletter': the featured questions beside the subscribe card. */
export function HomeFaq({ newsletter }: { newsletter: ReactNode }) {
  return (
    <section aria-labelledby="home-faq-title" className={`${section.section} ${section.muted}`}>
      <Container className={styles.layout}>
        <div className={styles.faq}>
          <h2 id="home-faq-title" className={section.title}>
            <Trans>Preguntas frecuentes</Trans>
          </h2>
          <FeaturedQuestions />
          <Link to={FAQS} className={buttonClassName({ variant: 'link' }, styles.allQuestions)}>
            <Trans>Ver todas las preguntas</Trans>
          </Link>
        </div>
        {newsletter}
      </Container>
    </section>
  );
}

/** The featured questions, each leading to its answer in the help centre; nothing when they fail to load (the link below stays). */
function FeaturedQuestions() {
  const { t, i18n } = useLingui();
  const { data: questions, isPending } = useQuery(homeFaqsQueryOptions(i18n.locale));
  if (isPending) {
    return (
      <output className={styles.loading} aria-busy="true" aria-label={t`Cargando preguntas frecuentes`}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height="3rem" radius="md" />
        ))}
      </output>
    );
  }
  if (!questions?.length) return null;
  return (
    <Accordion>
      {questions.map(({ id, slug, question, answer }) => (
        <AccordionItem key={id} value={slug} title={question}>
          <p className={styles.answer}>{answer}</p>
          <Link to={FAQS} hash={slug} className={styles.questionLink} aria-label={t`Ver en el centro de ayuda: ${question}`}>
            <Trans>Ver en el centro de ayuda</Trans>
          </Link>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
