import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';

/**
 * An actor that is not part of the first download: `prepare` (the visitor reaching for the control)
 * loads its module, which brings the machine and xstate, and starts it; events sent before it has
 * arrived are handed to it in order once it has. For controls whose statechart only matters once
 * used, such as a closed drawer or a search box. Early events are handed over once the commit
 * that brought the actor has run its effects, so the caller's listeners (`actor.on`) hear them.
 */
export function useDeferredActor<Actor extends AnyActorRef>(load: () => Promise<() => Actor>) {
  const [actor, setActor] = useState<Actor>();
  const pending = useRef<EventFrom<Actor>[]>([]);
  const starting = useRef<Promise<void>>(undefined);
  const loadRef = useRef(load);

  const prepare = useCallback(() => {
    starting.current ??= loadRef.current().then(
      (create) => {
        const created = create();
        created.start();
        setActor(created);
      },
      () => {
        // A failed download is tried again the next time the visitor reaches for the control.
        starting.current = undefined;
      },
    );
  }, []);
  const send = useCallback(
    (event: EventFrom<Actor>) => {
      if (actor) return actor.send(event);
      pending.current.push(event);
      prepare();
    },
    [actor, prepare],
  );
  useEffect(() => {
    if (!actor) return;
    // Passive effects of one commit run together: a microtask runs after the caller's, which attach its listeners.
    queueMicrotask(() => {
      for (const event of pending.current.splice(0)) actor.send(event);
    });
    return () => void actor.stop();
  }, [actor]);
  return { actor, send, prepare };
}

/**
 * An actor whose machine starts in a wait the page draws without it (a spinner, a skeleton): the
 * page paints first, and the actor's module (the machine and xstate) is fetched and started as it
 * mounts. `useDeferredSelector`'s `before` is what the machine's first state shows.
 */
export function useActorAfterPaint<Actor extends AnyActorRef>(load: () => Promise<() => Actor>) {
  const deferred = useDeferredActor(load);
  const { prepare } = deferred;
  useEffect(prepare, [prepare]);
  return deferred;
}

/** A narrow reading of a deferred actor's state; `before` until the actor exists. */
export function useDeferredSelector<Actor extends AnyActorRef, T>(actor: Actor | undefined, select: (snapshot: SnapshotFrom<Actor>) => T, before: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  const read = () => (actor ? select(actor.getSnapshot() as SnapshotFrom<Actor>) : before);
  return useSyncExternalStore(subscribe, read, read);
}
