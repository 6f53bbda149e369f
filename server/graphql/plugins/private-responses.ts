import { Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// Root fields whose answers are about one person even when the request carries no token.
const PERSONAL_QUERIES = new Set(['selfUser', 'selfUserPreferences']);

/** Mutations (sign-in answers carry tokens and profiles) and personal queries, however aliased. */
function isPersonal(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (definition.operation === 'mutation' ||
        definition.selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && PERSONAL_QUERIES.has(selection.name.value))),
  );
}

/**
 * SECURITY.md row 11: no browser or proxy may keep personal data. Any request with an
 * Authorization header (its answers are the viewer's), every mutation and every personal
 * query answers `Cache-Control: no-store`, errors included.
 */
export function usePrivateResponses(): Plugin {
  const personalRequests = new WeakSet<Request>();
  return {
    onExecute({ args }) {
      const { request } = args.contextValue as { request?: Request };
      if (request && isPersonal(args.document)) personalRequests.add(request);
    },
    onResponse({ request, response }) {
      if (personalRequests.has(request) || (request.headers.get('authorization') ?? '').trim() !== '') {
        response.headers.set('cache-control', 'no-store');
      }
    },
  };
}
