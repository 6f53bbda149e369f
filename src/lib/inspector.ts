import type { ActorOptions, AnyActorLogic } from 'xstate';
import { readStored } from './storage';

type Inspect = ActorOptions<AnyActorLogic>['inspect'];

function wantsInspector(): boolean {
  return new URLSearchParams(location.search).has('inspect') || readStored('inspect') === 'on';
}

/**
 * In development, `?inspect` (or localStorage `inspect=on`) opens the Stately inspector and
 * streams every machine actor to it. Production builds replace `import.meta.env.DEV` with
 * false, so the inspector's import is dropped with this branch.
 */
async function createInspect(): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV || !wantsInspector()) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

/** Pass as `{ inspect }` to useMachine/useActorRef/createActor; resolved before the first render. */
export let inspect: Inspect | undefined;

export async function prepareInspector(): Promise<void> {
  inspect = await createInspect();
}
