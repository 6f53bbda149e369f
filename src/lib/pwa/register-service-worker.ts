/**
 * The service worker keeps the app shell and an offline page for the installed app. Production
 * builds only: in development it would cache Vite's modules and serve stale code. Registered
 * after load so it never competes with the first render.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without it the site works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
