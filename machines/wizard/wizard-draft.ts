import type { AnyActorRef, AnyStateMachine, Snapshot } from 'xstate';

/** The part of the Web Storage API a draft needs; a getter, since merely reading it can throw. */
type DraftStorage = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type StoredDraft = { version: number; snapshot: unknown };

/**
 * A wizard's draft kept across a reload (SPEC §4: signing in reloads the page): the actor's whole
 * persisted snapshot, its open step's form included, in the tab's sessionStorage — never
 * localStorage, which outlives the visit and would keep ID numbers or a salary (SECURITY.md row 11).
 * `version` is the wizard's: a draft saved by another version of its steps is dropped, not misread.
 */
export function wizardDraft(wizard: string, version: number, storage: DraftStorage) {
  const key = `ola:wizard:${wizard}`;
  const attempt = <T>(use: () => T, fallback: T): T => {
    try {
      return use();
    } catch {
      // Storage blocked (private mode, cookies off): the draft lives for this page only.
      return fallback;
    }
  };

  return {
    /** The snapshot to start the actor from, or undefined for a fresh start. */
    restore(): Snapshot<unknown> | undefined {
      const raw = attempt(() => storage().getItem(key), null);
      if (!raw) return undefined;
      const stored = attempt(() => JSON.parse(raw) as StoredDraft, null);
      if (stored?.version === version) return stored.snapshot as Snapshot<unknown>;
      attempt(() => storage().removeItem(key), undefined);
      return undefined;
    },

    /**
     * Saves the actor's draft after every change until it ends. While it is busy sending, the
     * previous draft stays: a reload then goes back to the review instead of sending twice.
     */
    keep(actor: AnyActorRef & { logic: AnyStateMachine }): () => void {
      const save = () => {
        const snapshot = actor.getSnapshot();
        if (snapshot.status !== 'active') return attempt(() => storage().removeItem(key), undefined);
        if (snapshot.hasTag('busy')) return;
        const stored: StoredDraft = { version, snapshot: actor.getPersistedSnapshot() };
        attempt(() => storage().setItem(key, JSON.stringify(stored)), undefined);
      };
      const subscription = actor.subscribe({ next: save, complete: save });
      save();
      return () => subscription.unsubscribe();
    },

    forget(): void {
      attempt(() => storage().removeItem(key), undefined);
    },
  };
}
