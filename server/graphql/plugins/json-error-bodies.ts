import type { Plugin } from 'graphql-yoga';

/**
 * Yoga answers a few refusals (e.g. 415 for an unknown content type) with an empty body;
 * CONTRACT.md promises every client a JSON `errors` array it can read.
 */
export function useJsonErrorBodies(): Plugin {
  return {
    onResponse({ response, setResponse, fetchAPI }) {
      if (response.status < 400 || response.body !== null) return;
      const headers = new fetchAPI.Headers(response.headers);
      headers.set('content-type', 'application/json; charset=utf-8');
      const message = response.statusText || 'The request cannot be processed.';
      const body = JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
      setResponse(new fetchAPI.Response(body, { status: response.status, headers }));
    },
  };
}
