import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FAQS } from '../../../lib/routes';
import { Accordion, AccordionItem } from '../../../ui/Accordion';
import { Skeleton } from '../../../ui/Skeleton';
import * as styles from './HomeFaq.css';
import { homeFaqsQueryOptions } from './home-faqs-query';

/** The featured questions, each leading to its answer in the help centre; nothing when they fail to load (the link below stays). */
export function FeaturedQuestions() {
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
