import { whenConsented } from './consent';
import { tagScripts } from './tag-scripts';
import { readRuntimeTrackingSource } from './runtime-config';
import { readTrackingConfig } from './tracking-config';

function whenIdle(run: () => void): void {
  const schedule = () => ('requestIdleCallback' in globalThis ? requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, { once: true });
}

/**
 * Tag manager, pixel and analytics wait until the page is loaded and the main thread idle,
 * so they never compete with the first render; nothing loads for an ID that is not configured, and
 * nothing before the visitor accepts cookies (never, when they refuse).
 */
export function loadTagsWhenIdle(): void {
  const config = readTrackingConfig(readRuntimeTrackingSource());
  const scripts = tagScripts(config, globalThis as unknown as Record<string, unknown>);
  if (scripts.length === 0) return;
  whenConsented(() => whenIdle(() => {
    for (const script of scripts) {
      script.boot();
      const element = document.createElement('script');
      element.async = true;
      element.src = script.src;
      element.dataset.tag = script.id;
      document.head.append(element);
    }
  }));
}
