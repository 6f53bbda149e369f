import { describe, expect, it } from 'vitest';
import { HOME, safeReturnPath } from './routes';

describe('safeReturnPath', () => {
  it('returns to a page of this site, with its query', () => {
    expect(safeReturnPath('/user/settings?tab=security')).toBe('/user/settings?tab=security');
  });

  it.each([undefined, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'user/settings'])(
    'sends %s home instead',
    (path) => expect(safeReturnPath(path)).toBe(HOME),
  );
});
