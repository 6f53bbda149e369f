/** Where the server leaves the deployment's tracking IDs in the page it serves. */
const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/**
 * The raw tracking settings, from `window.__OLA_CONFIG__` when a script sets it, else from the
 * JSON element the server inlines into index.html (`{ "analytics": { gtmId, … } }`).
 * Anything unreadable yields undefined, which means no tracking scripts.
 */
export function readRuntimeTrackingSource(): unknown {
  const fromGlobal = (globalThis as { __OLA_CONFIG__?: unknown }).__OLA_CONFIG__;
  if (fromGlobal !== undefined) return fromGlobal;
  const element = globalThis.document?.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return (JSON.parse(element.textContent) as { analytics?: unknown } | null)?.analytics;
  } catch {
    return undefined;
  }
}
