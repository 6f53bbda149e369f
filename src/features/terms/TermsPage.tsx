import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../hooks/document-title';
import { Container } from '../../ui/Container';
import { STORED_ITEMS, type StoredItem, TERMS_SECTIONS } from './terms-sections';
import * as styles from './TermsPage.css';

/** /help/terms-and-conditions: the terms in sections, a table of contents to each, and what the browser keeps. */
export function TermsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Términos y condiciones`);
  return (
    <Container width="narrow" className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>
          <Trans>Términos y condiciones</Trans>
        </h1>
        <p className={styles.updated}>
          <Trans>Última actualización: 25 de noviembre de 2026</Trans>
        </p>
      </header>
      <nav aria-labelledby="terms-contents" className={styles.contents}>
        <h2 id="terms-contents" className={styles.contentsTitle}>
          <Trans>Contenido</Trans>
        </h2>
        <ol className={styles.contentsList}>
          {TERMS_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{i18n._(section.title)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {TERMS_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            {i18n._(section.title)}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.id} className={styles.paragraph}>
              {i18n._(paragraph)}
            </p>
          ))}
          {section.id === 'cookies' ? <StoredItems /> : null}
        </section>
      ))}
    </Container>
  );
}

function StoredItems() {
  const { t, i18n } = useLingui();
  const where: Record<StoredItem['where'], string> = {
    local: t`En el navegador`,
    session: t`En la pestaña`,
    script: t`Herramientas de terceros`,
  };
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Trans>Lo que guardamos en tu navegador</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Qué se guarda</Trans>
            </th>
            <th scope="col">
              <Trans>Dónde</Trans>
            </th>
            <th scope="col">
              <Trans>Para qué</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {STORED_ITEMS.map((item) => (
            <tr key={item.name}>
              <th scope="row">
                <code>{item.name}</code>
              </th>
              <td>{where[item.where]}</td>
              <td>{i18n._(item.purpose)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
