import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PictureChange, UploadInput } from '../../../../machines/car-pictures/car-pictures.machine';
import { gqlRequest } from '../../../graphql/client';
import type { StaffCarPictureFieldsFragment } from '../../../graphql/generated/graphql';
import { authorizationHeader, dropSessionAndRestart, endsSession } from '../../../lib/session';
import { moveCarPictureDocument, removeCarPictureDocument, setMainCarPictureDocument, staffCarPicturesDocument, staffCarTitleDocument } from './ops-documents';

export type CarPicture = StaffCarPictureFieldsFragment;

/** The car's pictures, main first, then outside, then inside. */
export const carPicturesQueryOptions = (carId: string) =>
  queryOptions({
    queryKey: ['staffCarPictures', carId] as const,
    queryFn: async () => (await gqlRequest(staffCarPicturesDocument, { carId })).staffCarPictures,
    staleTime: 0,
  });

/** The car's name (brand, model, year) for the page's title. */
export const carTitleQueryOptions = (carId: string) =>
  queryOptions({
    queryKey: ['staffCarTitle', carId] as const,
    queryFn: async () => (await gqlRequest(staffCarTitleDocument, { carId })).staffCarForm.title,
  });

/** After a change the pictures, and the inventory's thumbnails, are fetched again. */
export const refetchCarPictures = (queryClient: QueryClient, carId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ['staffCarPictures', carId] }), queryClient.invalidateQueries({ queryKey: ['staffInventory'] })]);

export async function changePicture(change: PictureChange): Promise<void> {
  if (change.type === 'setMain') await gqlRequest(setMainCarPictureDocument, { input: { pictureId: change.pictureId } });
  else if (change.type === 'move') await gqlRequest(moveCarPictureDocument, { input: { pictureId: change.pictureId, position: change.position } });
  else await gqlRequest(removeCarPictureDocument, { input: { pictureId: change.pictureId } });
}

/** Why the server refused a file, as its error body says; `status` 0 when nothing came back. */
export class UploadRefused extends Error {
  override name = 'UploadRefused';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly problem: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

type ErrorBody = { errors?: { message?: string; extensions?: { code?: string; errors?: { message?: string }[] } }[] };

/**
 * Sends one file to POST /api/ops/cars/:carId/pictures (decision 50), the bytes as the body. An
 * XMLHttpRequest rather than fetch: only it reports how much of the body has gone.
 */
export function uploadPicture({ carId, kind, file, onProgress }: UploadInput): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/ops/cars/${encodeURIComponent(carId)}/pictures?kind=${kind}`);
    request.setRequestHeader('Authorization', authorizationHeader());
    // The server judges the bytes; the type only has to be one it parses.
    request.setRequestHeader('Content-Type', file.type && /^image\/(jpeg|png|webp)$/.test(file.type) ? file.type : 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        onProgress(1);
        resolve();
        return;
      }
      let body: ErrorBody = {};
      try {
        body = JSON.parse(request.responseText) as ErrorBody;
      } catch {
        // A proxy's HTML page: the status alone speaks.
      }
      const [first] = body.errors ?? [];
      const code = first?.extensions?.code ?? 'INTERNAL_SERVER_ERROR';
      if (endsSession(code)) dropSessionAndRestart();
      reject(new UploadRefused(request.status, code, first?.extensions?.errors?.[0]?.message, first?.message ?? request.statusText));
    };
    request.onerror = () => reject(new UploadRefused(0, 'NETWORK', undefined, 'The picture could not be sent.'));
    request.send(file);
  });
}
