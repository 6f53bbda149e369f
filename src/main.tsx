import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { App } from './app/App';
import { AfterCommit } from './app/AfterCommit';
import { createAppRouter } from './app/create-app-router';
import { createQueryClient } from './app/create-query-client';
import { hydrateFirstScreen } from './app/hydrate-first-screen';
import { trackPageViews } from './app/track-page-views';
import { loadTagsWhenIdle } from './lib/analytics/load-tags';
import { activateInitialLocale } from './lib/i18n/activate-locale';
import { prepareInspector } from './lib/inspector';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { readSession } from './lib/session';

async function start() {
  // Before anything awaits: Chromium may announce installability right after load.
  captureInstallPrompt();
  // Rendering waits for the catalogs so no one sees untranslated text flash by.
  await Promise.all([activateInitialLocale(), prepareInspector()]);
  const queryClient = createQueryClient();
  const container = document.getElementById('root')!;
  // The server drew the first screen from the answers it sent (docs/decisions/0057), as a visitor who is
  // not signed in sees it. The answers are this visit's only when asked in its language and country; the
  // drawing is hydrated only when it is also what this visitor sees, else the app draws the page afresh.
  const answersUsed = hydrateFirstScreen(queryClient);
  const drawnByServer = answersUsed && container.hasChildNodes() && readSession() === null;
  const router = createAppRouter(queryClient);
  trackPageViews(router);
  // The server's drawing was inert: nothing in it answered a press before the app did.
  const app = (
    <StrictMode>
      <AfterCommit run={() => container.removeAttribute('inert')}>
        <App queryClient={queryClient} router={router} />
      </AfterCommit>
    </StrictMode>
  );
  if (drawnByServer) {
    // The router lays its matches out as on the server (no Suspense of its own around the root), as
    // TanStack's own hydration marks it; the loaders run first, as they did there, so the first render is the server's own.
    router.ssr = { manifest: undefined };
    await router.load();
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
  loadTagsWhenIdle();
  registerServiceWorker();
}

void start();
