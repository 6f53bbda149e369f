import { Trans, useLingui } from '@lingui/react/macro';
import { AppDownloadPanel } from '../../components/app-download/AppDownloadPanel';
import type { AppStoreLinks } from '../../components/app-download/StoreLinks';
import { useDocumentTitle } from '../../hooks/document-title';
import { Container } from '../../ui/Container';
import * as styles from './AppDownloadPage.css';
import { InstallWebApp } from './InstallWebApp';

/** /app: what the app does, the store buttons with a QR code for desktop visitors, and the web app's install. */
export function AppDownloadPage({ stores }: { stores: AppStoreLinks | undefined }) {
  const { t } = useLingui();
  useDocumentTitle(t`Descarga la app`);
  return (
    <Container width="narrow" className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>
          <Trans>Lleva Ola Cars en tu teléfono</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Con la app buscas carros con los mismos filtros, guardas tus favoritos, sigues tus pruebas de manejo y tus ventas, y te avisamos cuando llega un carro como el que buscas.</Trans>
        </p>
      </header>
      <section className={styles.section} aria-labelledby="app-stores-title">
        <h2 id="app-stores-title" className={styles.sectionTitle}>
          <Trans>Descárgala gratis</Trans>
        </h2>
        <AppDownloadPanel stores={stores} />
      </section>
      <InstallWebApp />
    </Container>
  );
}
