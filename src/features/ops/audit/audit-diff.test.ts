import { describe, expect, it } from 'vitest';
import { diffRecords, parseRecord } from './audit-diff';

describe('an audit entry as a field-by-field difference', () => {
  it('marks only the fields that changed, and shows lists as text', () => {
    expect(diffRecords('{"roles":[]}', '{"roles":["appraiser","admin"]}')).toEqual([{ field: 'roles', before: '', after: 'appraiser, admin', changed: true }]);
    expect(diffRecords('{"basePrice":900000,"hasOffer":false}', '{"basePrice":850000,"hasOffer":false}')).toEqual([
      { field: 'basePrice', before: '900000', after: '850000', changed: true },
      { field: 'hasOffer', before: 'false', after: 'false', changed: false },
    ]);
  });

  it('shows a field only one side has as added or removed', () => {
    expect(diffRecords('{"status":"REQUESTED","offer":null}', '{"status":"PENDING","offer":850000,"offerExpiresAt":"2026-03-16"}')).toEqual([
      { field: 'status', before: 'REQUESTED', after: 'PENDING', changed: true },
      { field: 'offer', before: 'null', after: '850000', changed: true },
      { field: 'offerExpiresAt', before: null, after: '2026-03-16', changed: true },
    ]);
    expect(diffRecords(null, '{"shown":["a","b"]}')).toEqual([{ field: 'shown', before: null, after: 'a, b', changed: true }]);
  });

  it('never fails on what is not a JSON object', () => {
    expect(parseRecord('not json {')).toEqual({ value: 'not json {' });
    expect(parseRecord('42')).toEqual({ value: 42 });
    expect(parseRecord('null')).toEqual({});
    expect(diffRecords('"a"', '"b"')).toEqual([{ field: 'value', before: 'a', after: 'b', changed: true }]);
    expect(diffRecords('{"nested":{"x":1}}', '{"nested":{"x":1}}')).toEqual([{ field: 'nested', before: '{"x":1}', after: '{"x":1}', changed: false }]);
  });
});
