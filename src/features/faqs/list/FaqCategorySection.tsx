import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, AccordionItem } from '../../../ui/Accordion';
import type { FaqCategory } from '../api/faqs-query';
import { Highlighted } from '../search/Highlighted';
import * as styles from './FaqList.css';

type Props = { category: FaqCategory; search: string; open: string | null; onOpen: (slug: string | null) => void };

/** One category: its name and its questions, one open at a time across the page. */
export function FaqCategorySection({ category, search, open, onOpen }: Props) {
  const { t } = useLingui();
  const headingId = `faq-category-${category.slug}`;
  const openHere = category.faqs.some((faq) => faq.slug === open) ? open! : '';
  return (
    <section aria-labelledby={headingId} className={styles.category}>
      <h2 id={headingId} className={styles.categoryTitle}>
        {category.name}
      </h2>
      <Accordion value={openHere} onValueChange={(value) => onOpen(value || null)}>
        {category.faqs.map(({ id, slug, question, answer }) => (
          // The anchor a shared link points at; it clears the sticky header when scrolled to.
          <div key={id} id={slug} className={styles.question}>
            <AccordionItem value={slug} title={<Highlighted text={question} search={search} />}>
              <p className={styles.answer}>
                <Highlighted text={answer} search={search} />
              </p>
              <a href={`#${slug}`} className={styles.permalink} aria-label={t`Enlace a la pregunta: ${question}`}>
                <Trans>Enlace a esta pregunta</Trans>
              </a>
            </AccordionItem>
          </div>
        ))}
      </Accordion>
    </section>
  );
}
