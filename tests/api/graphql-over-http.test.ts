import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

// The GraphQL-over-HTTP audit suite: every MUST of the spec passes. SHOULDs are only warnings,
// and CONTRACT.md deliberately departs from one (400, not 200, for unparsable documents).
describe('GraphQL over HTTP', () => {
  const audits = serverAudits({ url: () => `${server.url}/graphql` });
  it.each(audits.filter((audit) => audit.name.startsWith('MUST')).map((audit) => [audit.name, audit] as const))('%s', async (_name, audit) => {
    const result = await audit.fn();
    expect(result.status === 'ok' ? 'ok' : result.reason).toBe('ok');
  });
});
