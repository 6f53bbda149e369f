import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { CheckIcon, InfoIcon } from '../../ui/icons/interfaceIcons';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './AppDownloadPage.css';
import { useAppInstall } from './useAppInstall';

/** 'Install the web app': the browser's prompt where there is one, the steps on iPhone, or that it is installed. */
export function InstallWebApp() {
  const { view, prompt } = useAppInstall();
  return (
    <section className={styles.section} aria-labelledby="install-web-app-title" aria-busy={view === 'checking' || undefined}>
      <h2 id="install-web-app-title" className={styles.sectionTitle}>
        <Trans>Instala la versión web</Trans>
      </h2>
      <p>
        <Trans>Sin pasar por la tienda: abre Ola Cars desde tu pantalla de inicio, a pantalla completa y con una página de aviso cuando no tengas conexión.</Trans>
      </p>
      <div aria-live="polite" className={styles.installState}>
        <InstallState view={view} onPrompt={prompt} />
      </div>
    </section>
  );
}

function InstallState({ view, onPrompt }: { view: ReturnType<typeof useAppInstall>['view']; onPrompt: () => void }) {
  switch (view) {
    case 'checking':
      return <Skeleton width="220px" height="44px" radius="md" />;
    case 'installable':
    case 'prompting':
      return (
        <Button variant="accent" onClick={onPrompt} loading={view === 'prompting'}>
          <Trans>Instalar la app web</Trans>
        </Button>
      );
    case 'accepted':
      return (
        <p className={styles.done}>
          <CheckIcon size="sm" />
          <Trans>Instalando… Encontrarás Ola Cars en tu pantalla de inicio.</Trans>
        </p>
      );
    case 'installed':
      return (
        <p className={styles.done}>
          <CheckIcon size="sm" />
          <Trans>La app web ya está instalada en este dispositivo.</Trans>
        </p>
      );
    case 'dismissed':
      return (
        <p>
          <Trans>Cancelaste la instalación. Puedes instalarla cuando quieras desde el menú de tu navegador.</Trans>
        </p>
      );
    case 'instructions':
      return (
        <ol className={styles.steps}>
          <li>
            <Trans>Toca el botón Compartir de Safari (el cuadro con una flecha hacia arriba).</Trans>
          </li>
          <li>
            <Trans>Elige «Agregar a pantalla de inicio».</Trans>
          </li>
          <li>
            <Trans>Toca «Agregar»: Ola Cars aparecerá junto a tus apps.</Trans>
          </li>
        </ol>
      );
    case 'unsupported':
      return (
        <p className={styles.hint}>
          <InfoIcon size="sm" />
          <Trans>Este navegador no ofrece instalarla desde aquí. Búscalo en su menú como «Instalar app» o «Agregar a pantalla de inicio».</Trans>
        </p>
      );
  }
}
