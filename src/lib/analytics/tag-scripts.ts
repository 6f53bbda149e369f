import type { TrackingConfig } from './tracking-config';

export type TagScript = { id: string; src: string; boot: () => void };

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };

function queueingFunction(): Queue {
  const queue: unknown[][] = [];
  const fn: Queue = (...args) => queue.push(args);
  fn.queue = queue;
  return fn;
}

/** The scripts to inject for the configured IDs, each with the globals it expects to find. */
export function tagScripts(config: TrackingConfig, target: Record<string, unknown>): TagScript[] {
  const scripts: TagScript[] = [];
  const { gtmId, metaPixelId, gaId } = config;
  if (gtmId) {
    scripts.push({
      id: 'gtm',
      src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`,
      boot: () => {
        const dataLayer = ((target.dataLayer as unknown[] | undefined) ??= []);
        dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      },
    });
  }
  if (metaPixelId) {
    scripts.push({
      id: 'meta-pixel',
      src: 'https://connect.facebook.net/en_US/fbevents.js',
      boot: () => {
        // The pixel's own snippet: calls are queued until fbevents.js replays them.
        const fbq = (target.fbq as Queue | undefined) ?? queueingFunction();
        fbq.loaded = true;
        fbq.version = '2.0';
        target.fbq = fbq;
        fbq('init', metaPixelId);
        fbq('track', 'PageView');
      },
    });
  }
  if (gaId) {
    scripts.push({
      id: 'ga',
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`,
      boot: () => {
        const dataLayer = ((target.dataLayer as unknown[] | undefined) ??= []);
        // gtag.js reads the `arguments` objects it finds in the data layer, not arrays.
        target.gtag = function gtag() {
          dataLayer.push(arguments);
        };
        (target.gtag as Queue)('js', new Date());
        (target.gtag as Queue)('config', gaId);
      },
    });
  }
  return scripts;
}
