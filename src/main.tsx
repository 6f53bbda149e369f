import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/App';
import { createAppRouter } from './app/create-app-router';
import { createQueryClient } from './app/create-query-client';
import { hydrateFirstScreen } from './app/hydrate-first-screen';
import { answerPresses } from './hooks/drawn-screen';
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
  const container = document.getElementById('root')!;
  // The server drew the first screen from the answers it sent (docs/decisions/0057); they are this visit's
  // only when asked in its language and country, and only then is its drawing this visit's too. What only
  // the browser knows (a session, the chosen currency) follows at once after hydration.
  const drawnByServer = hydrateFirstScreen(queryClient) && container.hasChildNodes();
  const router = createAppRouter(queryClient);
  trackPageViews(router);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  if (drawnByServer) {
    // The router lays its matches out as on the server (no Suspense of its own around the root), as
    // TanStack's own hydration marks it; the loaders run first, as they did there, so the first render is the server's own.
    router.ssr = { manifest: undefined };
    await router.load();
    // The drawing stays inert until the route's own part is hydrated (useAnswersPresses in the route).
    hydrateRoot(container, app);
  } else {
    // Drawn afresh: the app's own page replaces the server's at its first render.
    answerPresses();
    createRoot(container).render(app);
  }
  loadTagsWhenIdle();
  registerServiceWorker();
}

void start();
