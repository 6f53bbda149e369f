import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staffChangesCounter } from '../abuse/mutation-rules.ts';
import { hit } from '../abuse/rate-limit.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { viewerFromAuthorization } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { carExists } from '../db/queries/car-pictures.ts';
import { rolesOf } from '../db/queries/staff-roles.ts';
import { userById } from '../db/queries/users.ts';
import { isDomainError, NotFound } from '../domain-errors.ts';
import { contractErrorOf, type ErrorCode } from '../graphql/errors.ts';
import { jsonContentType } from '../graphql/plugins/json-error-bodies.ts';
import { removePictureFiles, storePictureFiles, UPLOAD_LIMITS } from '../media/uploads/picture-files.ts';
import type { PictureStore } from '../media/storage/picture-store.ts';
import type { StaffActor } from '../staff/audit.ts';
import { addCarPicture, carNumberOf, type UploadKind } from '../staff/car-pictures.ts';
import { mayRun } from '../staff/staff-operations.ts';

export const carPicturesPath = '/api/ops/cars/:carId/pictures';

// The body is the picture itself. Its Content-Type is only a hint (the bytes are sniffed), but a
// form or text/plain post is refused with 415 by Fastify as for GraphQL (SECURITY.md row 14);
// the bearer token a browser never adds on its own does the rest.
const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

const statusOf: Partial<Record<ErrorCode, number>> = {
  EXPIRED_TOKEN: 401,
  MALFORMED_TOKEN: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  BAD_USER_INPUT: 400,
};

function sendContractError(reply: FastifyReply, code: ErrorCode, message: string, extras: Record<string, unknown> = {}, status = statusOf[code] ?? 400) {
  return reply.code(status).type(jsonContentType).header('cache-control', 'no-store').send(JSON.stringify({ errors: [{ message, extensions: { code, ...extras } }] }));
}

interface Dependencies {
  db: Db;
  auth: AuthServices;
  store: PictureStore;
}

declare module 'fastify' {
  interface FastifyRequest {
    staffActor?: StaffActor;
  }
}

/**
 * `POST /api/ops/cars/:carId/pictures?kind=exterior|interior` with the picture as the body and the
 * staff member's `Authorization: Bearer` token (decision 50). Not GraphQL: its JSON-only rule would
 * need the picture in base64, a third larger. Answers 201 with the new picture, or the contract's
 * error body with UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT (picture: unsupported_format
 * | not_an_image | too_large | too_small; kind: unknown_kind) or TOO_MANY_REQUESTS.
 */
export async function registerCarPictureUpload(app: FastifyInstance, { db, auth, store }: Dependencies): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(imageTypes, { parseAs: 'buffer', bodyLimit: UPLOAD_LIMITS.maxBytes }, (_request, body, done) => done(null, body));

    // Who is asking is settled before a byte of the body is read: a refused caller costs nothing.
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const viewer = await viewerFromAuthorization(request.headers.authorization?.trim() ?? '', db, auth);
        if (!viewer) return sendContractError(reply, 'UNAUTHENTICATED', 'Sign in to do this.');
        if (!mayRun(await rolesOf(db, viewer.userId), 'uploadCarPicture')) return sendContractError(reply, 'FORBIDDEN', 'Your role does not allow this.');
        await hit(db, staffChangesCounter, viewer.userId, auth.now());
        request.staffActor = { userId: viewer.userId, email: (await userById(db, viewer.userId))?.email ?? null };
      } catch (error) {
        if (!isDomainError(error)) throw error;
        const contract = contractErrorOf(error);
        const code = contract.extensions.code as ErrorCode;
        return sendContractError(reply, code, contract.message, code === 'TOO_MANY_REQUESTS' ? { retryAfter: contract.extensions.retryAfter } : {});
      }
    });

    scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendContractError(reply, 'BAD_USER_INPUT', 'The picture is larger than 15 MB.', { errors: [{ field: 'picture', message: 'too_large' }] }, 413);
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendContractError(reply, 'BAD_USER_INPUT', 'Send the picture as the body, typed image/jpeg, image/png or image/webp.', { errors: [{ field: 'picture', message: 'unsupported_format' }] }, 415);
      if (error.code === 'FST_ERR_CTP_EMPTY_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return sendContractError(reply, 'BAD_USER_INPUT', 'Send a picture.', { errors: [{ field: 'picture', message: 'required' }] });
      if (isDomainError(error)) {
        const contract = contractErrorOf(error);
        return sendContractError(reply, contract.extensions.code as ErrorCode, contract.message, { errors: contract.extensions.errors });
      }
      reply.log.error({ err: error }, 'car picture upload failed');
      return sendContractError(reply, 'INTERNAL_SERVER_ERROR', 'Unexpected error.', {}, 500);
    });

    scope.post<{ Params: { carId: string }; Querystring: { kind?: string } }>(carPicturesPath, async (request, reply) => {
      const kind = request.query.kind ?? 'exterior';
      if (kind !== 'exterior' && kind !== 'interior') return sendContractError(reply, 'BAD_USER_INPUT', 'kind is exterior or interior.', { errors: [{ field: 'kind', message: 'unknown_kind' }] });
      const carId = carNumberOf(request.params.carId);
      // An unknown car is refused before the picture is decoded and stored.
      if (!(await carExists(db, carId))) throw new NotFound('No car has this id.');
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) return sendContractError(reply, 'BAD_USER_INPUT', 'Send a picture.', { errors: [{ field: 'picture', message: 'required' }] });
      const files = await storePictureFiles(store, carId, body);
      try {
        const picture = await addCarPicture(db, request.staffActor!, carId, kind as UploadKind, files);
        return reply.code(201).header('cache-control', 'no-store').send({ picture: { id: String(picture.id), kind: picture.kind, position: picture.position, basePath: picture.basePath, widths: picture.widths, width: picture.width, height: picture.height } });
      } catch (error) {
        // The car went away meanwhile: nothing refers to the files just written.
        await removePictureFiles(store, files.basePath).catch(() => undefined);
        throw error;
      }
    });
  });
}
