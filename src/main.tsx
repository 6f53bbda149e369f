import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/App';
import { createAppRouter } from './app/create-app-router';
import { createQueryClient } from './app/create-query-client';
import { hydrateFirstScreen } from './app/hydrate-first-screen';
import { trackPageViews } from './app/track-page-views';
import { loadTagsWhenIdle } from './lib/analytics/load-tags';
import { activateInitialLocale } from './lib/i18n/activate-locale';
import { prepareInspector } from './lib/inspector';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';

async function start() {
  // Before anything awaits: Chromium may announce installability right after load.
  captureInstallPrompt();
  // Rendering waits for the catalogs so no one sees untranslated text flash by.
  await Promise.all([activateInitialLocale(), prepareInspector()]);
  const queryClient = createQueryClient();
  hydrateFirstScreen(queryClient);
  const router = createAppRouter(queryClient);
  trackPageViews(router);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  loadTagsWhenIdle();
  registerServiceWorker();
}

void start();
