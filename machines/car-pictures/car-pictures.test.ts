import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shortestPathsCoverage } from '../testing/shortest-paths';
import { type CarPicturesEvent, carPicturesMachine, type PictureChange, type UploadInput } from './car-pictures.machine';

// The server never answers by itself: each path says whether it accepts or refuses.
const pending = () => new Promise<void>(() => undefined);
const machine = carPicturesMachine.provide({ actors: { uploadPicture: fromPromise(pending), changePicture: fromPromise(pending) } });
const input = { carId: '12' };
const refused = { code: 'BAD_USER_INPUT' };
const file = (name: string) => ({ key: name, name, file: new Blob([name]) });

type AnyEvent =
  | CarPicturesEvent
  | { type: 'xstate.done.actor.uploadPicture'; output: undefined }
  | { type: 'xstate.error.actor.uploadPicture'; error: unknown }
  | { type: 'xstate.done.actor.changePicture'; output: undefined }
  | { type: 'xstate.error.actor.changePicture'; error: unknown };

const everyEvent: AnyEvent[] = [
  { type: 'files.add', files: [file('a.png'), file('b.jpg')] },
  { type: 'files.add', files: [] },
  { type: 'kind.choose', kind: 'interior' },
  { type: 'upload.progress', fraction: 0.5 },
  { type: 'failure.dismiss', key: 'a.png' },
  { type: 'picture.setMain', pictureId: '7' },
  { type: 'picture.move', pictureId: '7', position: 0 },
  { type: 'picture.remove', pictureId: '7' },
  { type: 'remove.confirm' },
  { type: 'remove.deny' },
  { type: 'xstate.done.actor.uploadPicture', output: undefined },
  { type: 'xstate.error.actor.uploadPicture', error: refused },
  { type: 'xstate.done.actor.changePicture', output: undefined },
  { type: 'xstate.error.actor.changePicture', error: refused },
];

function run(events: AnyEvent[], actions: { announceFailure?: () => void; picturesChanged?: () => void } = {}) {
  const actor = createActor(machine.provide({ actions: { announceFailure: actions.announceFailure ?? (() => undefined), picturesChanged: actions.picturesChanged ?? (() => undefined) } }), { input }).start();
  events.forEach((event) => actor.send(event as CarPicturesEvent));
  return actor.getSnapshot();
}

describe('car pictures statechart', () => {
  it('reaches every state and takes every transition along the shortest paths followed by each event', () => {
    const { missingStates, missingTransitions } = shortestPathsCoverage(machine, {
      events: everyEvent,
      input,
      // The queue's length tells a last upload from one with more waiting.
      serializeState: (state: { value: unknown; context: { queue: unknown[]; failures: unknown[] } }) => JSON.stringify([state.value, Math.min(state.context.queue.length, 2), state.context.failures.length > 0]),
      runsIn: { uploadPicture: 'uploading', changePicture: 'changing' },
      ownId: 'carPictures',
    });
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

describe('car pictures', () => {
  it('sends the files one after another, each with the kind chosen when it was added, and has the list fetched after each', async () => {
    const sent: Omit<UploadInput, 'onProgress'>[] = [];
    const picturesChanged = vi.fn();
    const actor = createActor(
      carPicturesMachine.provide({
        actors: {
          uploadPicture: fromPromise(async ({ input: { onProgress, ...rest } }) => {
            onProgress(0.5);
            sent.push(rest);
          }),
        },
        actions: { picturesChanged },
      }),
      { input },
    ).start();
    actor.send({ type: 'files.add', files: [file('a.png')] });
    actor.send({ type: 'kind.choose', kind: 'interior' });
    actor.send({ type: 'files.add', files: [file('b.jpg')] });
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(sent.map(({ carId, kind }) => [carId, kind])).toEqual([['12', 'exterior'], ['12', 'interior']]);
    expect(picturesChanged).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });

  it('shows the progress of the file being sent, from 0 for each file', () => {
    const halfway = run([{ type: 'files.add', files: [file('a.png'), file('b.jpg')] }, { type: 'upload.progress', fraction: 0.5 }]);
    expect(halfway.context.progress).toBe(0.5);
    const next = run([{ type: 'files.add', files: [file('a.png'), file('b.jpg')] }, { type: 'upload.progress', fraction: 0.5 }, { type: 'xstate.done.actor.uploadPicture', output: undefined }]);
    expect(next.context.progress).toBe(0);
    expect(next.hasTag('uploading')).toBe(true);
  });

  it('lists a refused file with its reason and goes on with the next; a failure can be dismissed', () => {
    const failed = run([{ type: 'files.add', files: [file('a.png'), file('b.jpg')] }, { type: 'xstate.error.actor.uploadPicture', error: refused }]);
    expect(failed.context.failures).toEqual([{ key: 'a.png', name: 'a.png', error: refused }]);
    expect(failed.hasTag('uploading')).toBe(true);
    const dismissed = run([{ type: 'files.add', files: [file('a.png')] }, { type: 'xstate.error.actor.uploadPicture', error: refused }, { type: 'failure.dismiss', key: 'a.png' }]);
    expect(dismissed.value).toBe('idle');
    expect(dismissed.context.failures).toEqual([]);
  });

  it('asks before removing a picture; a denial keeps it', () => {
    const asking = run([{ type: 'picture.remove', pictureId: '7' }]);
    expect(asking.hasTag('question')).toBe(true);
    expect(asking.context.removing).toBe('7');
    const denied = run([{ type: 'picture.remove', pictureId: '7' }, { type: 'remove.deny' }]);
    expect(denied.value).toBe('idle');
    expect(denied.context.removing).toBeNull();
  });

  it('sends each change as asked, and announces a refusal', async () => {
    const changes: PictureChange[] = [];
    const announceFailure = vi.fn();
    const actor = createActor(
      carPicturesMachine.provide({
        actors: {
          changePicture: fromPromise(async ({ input: change }) => {
            changes.push(change);
            if (change.type === 'move') throw refused;
          }),
        },
        actions: { announceFailure },
      }),
      { input },
    ).start();
    const settle = () => vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    actor.send({ type: 'picture.setMain', pictureId: '7' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    actor.send({ type: 'picture.move', pictureId: '8', position: 2 });
    await settle();
    actor.send({ type: 'picture.remove', pictureId: '9' });
    actor.send({ type: 'remove.confirm' });
    await settle();
    expect(changes).toEqual([{ type: 'setMain', pictureId: '7' }, { type: 'move', pictureId: '8', position: 2 }, { type: 'remove', pictureId: '9' }]);
    expect(announceFailure).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.error).toBe(refused);
  });
});
