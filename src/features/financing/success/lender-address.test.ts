import { describe, expect, it } from 'vitest';
import { lenderAddress } from './lender-address';

describe("the lender's page a buyer is sent to", () => {
  it('is an https address only', () => {
    expect(lenderAddress('https://popularenlinea.com/personas/prestamos')?.host).toBe('popularenlinea.com');
    expect(lenderAddress('http://popularenlinea.com/')).toBeUndefined();
    expect(lenderAddress('javascript:alert(1)')).toBeUndefined();
    expect(lenderAddress('not a url')).toBeUndefined();
    expect(lenderAddress(null)).toBeUndefined();
  });
});
