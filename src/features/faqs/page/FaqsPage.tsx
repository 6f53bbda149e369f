import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Container } from '../../../ui/Container';
import { faqsQueryOptions } from '../api/faqs-query';
import { FaqResults } from '../list/FaqResults';
import { FaqQuestionBox } from '../question/FaqQuestionBox';
import { FaqSearch } from '../search/FaqSearch';
import * as styles from './FaqsPage.css';
import { useFaqsHead } from './useFaqsHead';

const ASK_ID = 'haz-tu-pregunta';

type Props = {
  search: string;
  onSearch: (search: string) => void;
  /** How to reach the team (the settings' channels), composed by the route. */
  contact: ReactNode;
};

/** /help/faqs: the help centre. The questions by category, a search over them, and ways to ask more. */
export function FaqsPage({ search, onSearch, contact }: Props) {
  const { i18n } = useLingui();
  const faqs = useQuery(faqsQueryOptions(search, i18n.locale));
  useFaqsHead(faqs.data);
  return (
    <Container className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>
          <Trans>Preguntas frecuentes</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Todo sobre comprar, vender, financiar y probar tu próximo carro. Si tu pregunta no está, escríbenos.</Trans>
        </p>
        <FaqSearch search={search} onSearch={onSearch} />
      </header>
      <div className={styles.layout}>
        <FaqResults
          categories={faqs.data}
          search={search}
          loading={faqs.isFetching}
          error={faqs.error}
          retrying={faqs.isFetching}
          onRetry={() => void faqs.refetch()}
          onClearSearch={() => onSearch('')}
          askId={ASK_ID}
        />
        <div className={styles.aside}>
          <section className={styles.card} aria-labelledby="faq-contact-title">
            <h2 id="faq-contact-title" className={styles.cardTitle}>
              <Trans>Contáctanos</Trans>
            </h2>
            {contact}
          </section>
          <div className={styles.card}>
            <FaqQuestionBox id={ASK_ID} />
          </div>
        </div>
      </div>
    </Container>
  );
}
