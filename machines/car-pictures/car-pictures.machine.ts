import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** A file chosen or dropped, waiting for its turn; `key` tells two files of one name apart. */
export type QueuedFile = { key: string; name: string; file: Blob };

export type PictureKind = 'exterior' | 'interior';

/** What the upload actor is given: the file, where it goes, and how to report its progress. */
export type UploadInput = { carId: string; kind: PictureKind; file: Blob; onProgress: (fraction: number) => void };

/** A change to one picture that is already there. */
export type PictureChange = { type: 'setMain'; pictureId: string } | { type: 'move'; pictureId: string; position: number } | { type: 'remove'; pictureId: string };

/** A file the server refused, or that did not arrive; the feature words `error` as what to do. */
export type FailedFile = { key: string; name: string; error: unknown };

export type CarPicturesEvent =
  | { type: 'files.add'; files: QueuedFile[] }
  | { type: 'kind.choose'; kind: PictureKind }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'failure.dismiss'; key: string }
  | { type: 'picture.setMain'; pictureId: string }
  | { type: 'picture.move'; pictureId: string; position: number }
  | { type: 'picture.remove'; pictureId: string }
  | { type: 'remove.confirm' }
  | { type: 'remove.deny' };

export type CarPicturesContext = {
  carId: string;
  /** Where the next uploads go: outside or inside the car. */
  kind: PictureKind;
  /** The file being sent first, then those waiting, each with the kind chosen when it was added. */
  queue: (QueuedFile & { kind: PictureKind })[];
  /** Of the file being sent, 0 to 1. */
  progress: number;
  failures: FailedFile[];
  /** The picture asked about before it is removed. */
  removing: string | null;
  /** What the last refused change answered; the feature words it in a toast. */
  error: unknown;
};

/**
 * A car's pictures in the staff console. Files chosen or dropped are sent one after another, each
 * with its progress; a refused file is listed with its reason and the next one goes on. Between
 * uploads a picture can be made the main one, moved, or removed after a question. After each
 * change the list is fetched again.
 */
export const carPicturesMachine = setup({
  types: {
    context: {} as CarPicturesContext,
    events: {} as CarPicturesEvent,
    input: {} as { carId: string },
    tags: {} as 'uploading' | 'question' | 'busy',
  },
  actors: {
    uploadPicture: fromPromise<void, UploadInput>(async () => {
      throw new Error('uploadPicture is provided by the staff console');
    }),
    changePicture: fromPromise<void, PictureChange>(async () => {
      throw new Error('changePicture is provided by the staff console');
    }),
  },
  guards: {
    moreQueued: ({ context }) => context.queue.length > 1,
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) => {
        assertEvent(event, 'files.add');
        return [...context.queue, ...event.files.map((file) => ({ ...file, kind: context.kind }))];
      },
    }),
    chooseKind: assign({
      kind: ({ event }) => {
        assertEvent(event, 'kind.choose');
        return event.kind;
      },
    }),
    showProgress: assign({
      progress: ({ event }) => {
        assertEvent(event, 'upload.progress');
        return Math.min(1, Math.max(0, event.fraction));
      },
    }),
    next: assign({ queue: ({ context }) => context.queue.slice(1), progress: 0 }),
    recordFailure: assign({
      failures: ({ context }, params: { error: unknown }) => {
        const [file] = context.queue;
        return file ? [...context.failures, { key: file.key, name: file.name, error: params.error }] : context.failures;
      },
    }),
    dismiss: assign({
      failures: ({ context, event }) => {
        assertEvent(event, 'failure.dismiss');
        return context.failures.filter((failure) => failure.key !== event.key);
      },
    }),
    askRemoval: assign({
      removing: ({ event }) => {
        assertEvent(event, 'picture.remove');
        return event.pictureId;
      },
    }),
    forgetRemoval: assign({ removing: null }),
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    // The feature shows the toast and refetches the list; the machine only says when.
    announceFailure: () => undefined,
    picturesChanged: () => undefined,
  },
}).createMachine({
  id: 'carPictures',
  context: ({ input }) => ({ carId: input.carId, kind: 'exterior', queue: [], progress: 0, failures: [], removing: null, error: null }),
  initial: 'idle',
  on: {
    'failure.dismiss': { actions: 'dismiss' },
    'kind.choose': { actions: 'chooseKind' },
  },
  states: {
    idle: {
      on: {
        'files.add': { guard: ({ event }) => event.files.length > 0, target: 'uploading', actions: 'enqueue' },
        'picture.setMain': 'changing',
        'picture.move': 'changing',
        'picture.remove': { target: 'confirmingRemoval', actions: 'askRemoval' },
      },
    },
    uploading: {
      tags: ['uploading'],
      on: {
        'files.add': { actions: 'enqueue' },
        'upload.progress': { actions: 'showProgress' },
      },
      invoke: {
        id: 'uploadPicture',
        src: 'uploadPicture',
        input: ({ context, self }) => ({
          carId: context.carId,
          kind: context.queue[0]!.kind,
          file: context.queue[0]!.file,
          onProgress: (fraction: number) => self.send({ type: 'upload.progress', fraction }),
        }),
        onDone: [
          { guard: 'moreQueued', target: 'uploading', reenter: true, actions: ['next', 'picturesChanged'] },
          { target: 'idle', actions: ['next', 'picturesChanged'] },
        ],
        onError: [
          { guard: 'moreQueued', target: 'uploading', reenter: true, actions: [{ type: 'recordFailure', params: ({ event }) => ({ error: event.error }) }, 'next'] },
          { target: 'idle', actions: [{ type: 'recordFailure', params: ({ event }) => ({ error: event.error }) }, 'next'] },
        ],
      },
    },
    confirmingRemoval: {
      tags: ['question'],
      on: { 'remove.confirm': 'changing', 'remove.deny': { target: 'idle', actions: 'forgetRemoval' } },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changePicture',
        src: 'changePicture',
        input: ({ context, event }): PictureChange => {
          if (event.type === 'picture.setMain') return { type: 'setMain', pictureId: event.pictureId };
          if (event.type === 'picture.move') return { type: 'move', pictureId: event.pictureId, position: event.position };
          return { type: 'remove', pictureId: context.removing ?? '' };
        },
        onDone: { target: 'idle', actions: ['forgetRemoval', 'picturesChanged'] },
        onError: { target: 'idle', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'forgetRemoval', 'announceFailure'] },
      },
    },
  },
});
