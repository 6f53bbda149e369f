import { describe, expect, it } from 'vitest';
import { diffRecords, parseRecord } from './audit-diff';

describe('an audit entry as a field-by-field difference', () => {
  it('marks only the fields that changed', () => {
    expect(diffRecords('{"roles":[]}', '{"roles":["appraiser","admin"]}')).toEqual([{ field: 'roles', before: { value: [] }, after: { value: ['appraiser', 'admin'] }, changed: true }]);
    expect(diffRecords('{"basePrice":900000,"hasOffer":false}', '{"basePrice":850000,"hasOffer":false}')).toEqual([
      { field: 'basePrice', before: { value: 900000 }, after: { value: 850000 }, changed: true },
      { field: 'hasOffer', before: { value: false }, after: { value: false }, changed: false },
    ]);
    expect(diffRecords('{"nested":{"x":1}}', '{"nested":{"x":1}}')[0]!.changed).toBe(false);
  });

  it('tells a field only one side has from a field that was null', () => {
    expect(diffRecords('{"status":"REQUESTED","offer":null}', '{"status":"PENDING","offer":850000,"offerExpiresAt":"2026-03-16"}')).toEqual([
      { field: 'status', before: { value: 'REQUESTED' }, after: { value: 'PENDING' }, changed: true },
      { field: 'offer', before: { value: null }, after: { value: 850000 }, changed: true },
      { field: 'offerExpiresAt', before: null, after: { value: '2026-03-16' }, changed: true },
    ]);
    expect(diffRecords(null, '{"shown":["a","b"]}')).toEqual([{ field: 'shown', before: null, after: { value: ['a', 'b'] }, changed: true }]);
  });

  it('never fails on what is not a JSON object', () => {
    expect(parseRecord('not json {')).toEqual({ value: 'not json {' });
    expect(parseRecord('42')).toEqual({ value: 42 });
    expect(parseRecord('null')).toEqual({});
    expect(parseRecord('{"__proto__":{"x":1}}')).toEqual(JSON.parse('{"__proto__":{"x":1}}'));
    expect(diffRecords('"a"', '"b"')).toEqual([{ field: 'value', before: { value: 'a' }, after: { value: 'b' }, changed: true }]);
  });
});
