import { submissionLockMachine } from './submission-lock.machine';

/** The part of the Web Storage API the lock needs; a getter, since merely reading it can throw. */
type VisitStorage = () => Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The submission lock of one form, remembered in `storage` (the tab's sessionStorage) under
 * `form`: SPEC §8 locks a form for the rest of the visit, and a reload is still the same visit.
 * A storage that cannot be used (blocked cookies) leaves the lock for this page only.
 */
export function visitLock(form: string, storage: VisitStorage) {
  const key = `ola:submission-lock:${form}`;
  return submissionLockMachine.provide({
    guards: {
      lockedThisVisit: () => {
        try {
          return storage().getItem(key) === 'locked';
        } catch {
          return false;
        }
      },
    },
    actions: {
      rememberLock: () => {
        try {
          storage().setItem(key, 'locked');
        } catch {
          // Locked for this page only.
        }
      },
    },
  });
}
