import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createClassifiedData } from './classified-data.ts';

describe('classified data at rest', () => {
  const key = randomBytes(32);
  const classified = createClassifiedData(key);

  it('opens what it sealed, for the same owner only', () => {
    const sealed = classified.seal({ documentId: '00112345678', monthlySalary: 85_000 }, 'test_drives:ana@example.com');
    expect(sealed).not.toContain('00112345678');
    expect(classified.open(sealed, 'TEST_DRIVES:Ana@Example.com')).toEqual({ documentId: '00112345678', monthlySalary: 85_000 });
    expect(() => classified.open(sealed, 'test_drives:eve@example.com')).toThrow();
  });

  it('does not open under another server key', () => {
    const sealed = classified.seal({ monthlySalary: 1 }, 'owner');
    expect(() => createClassifiedData(randomBytes(32)).open(sealed, 'owner')).toThrow();
  });
});
