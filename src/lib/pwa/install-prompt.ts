/**
 * Chromium announces that the site can be installed once, early, with `beforeinstallprompt`; the
 * /app page usually mounts later. This keeps the announcement from the start of the visit so the
 * page can open the browser's prompt whenever the visitor gets there.
 */
type InstallPromptEvent = Event & { prompt: () => Promise<unknown>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let announced: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini bar away: the page offers the install where it explains it.
    event.preventDefault();
    announced = event as InstallPromptEvent;
    notify();
  });
  addEventListener('appinstalled', () => {
    announced = null;
    notify();
  });
}

export const installPromptAvailable = (): boolean => announced !== null;

/** Opens the browser's prompt with the last announcement, which a prompt spends. */
export async function promptInstall(): Promise<'accepted' | 'dismissed'> {
  const event = announced;
  if (!event) throw new Error('No install announcement to prompt with');
  announced = null;
  await event.prompt();
  return (await event.userChoice).outcome;
}

/** Runs on a new announcement and when the app gets installed ('installed' true). */
export function subscribeInstallPrompt(listener: (change: { installed: boolean }) => void): () => void {
  const onInstalled = () => listener({ installed: true });
  const onChange = () => announced && listener({ installed: false });
  listeners.add(onChange);
  addEventListener('appinstalled', onInstalled);
  return () => {
    listeners.delete(onChange);
    removeEventListener('appinstalled', onInstalled);
  };
}

/** Whether this page runs as the installed app (Chromium's display mode, or Safari's home-screen flag). */
export const runningStandalone = (): boolean =>
  matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone and iPad (iPadOS reports itself as a Mac with touch), where Share → Add to Home Screen installs. */
export const appleMobile = (): boolean => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
