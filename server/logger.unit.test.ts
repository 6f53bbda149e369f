import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info', nodeEnv: 'test' }, stream), lines };
}

describe('createLogger', () => {
  it('never writes an Authorization header, a password or a token', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer eyJhbGciOi.secret-token', country: 'DO' } },
        variables: { input: { email: 'ana@example.com', password: 'hunter22', newPassword: 'hunter23' } },
        result: { accessToken: 'access-secret', refreshToken: 'refresh-secret' },
      },
      'sign-in',
    );
    const written = lines.join('');
    for (const secret of ['secret-token', 'hunter22', 'hunter23', 'access-secret', 'refresh-secret']) expect(written).not.toContain(secret);
    expect(written).toContain('ana@example.com');
    expect(written).toContain('"country":"DO"');
  });

  it('honours LOG_LEVEL', () => {
    const { logger, lines } = capture();
    logger.debug('hidden at info');
    expect(lines).toEqual([]);
  });
});
