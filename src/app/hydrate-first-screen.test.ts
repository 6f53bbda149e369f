import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID } from '../../common/first-screen';
import { hydrateFirstScreen } from './hydrate-first-screen';

const key = ['getCar', { slug: 'honda-civic-2022-7' }];
const payload = (locale: string) => ({
  locale,
  country: 'DO',
  state: { mutations: [], queries: [{ queryKey: key, queryHash: JSON.stringify(key), state: { data: { slug: 'honda-civic-2022-7' }, dataUpdatedAt: 0, status: 'success', fetchStatus: 'idle', dataUpdateCount: 1, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false } }] },
});

/** The page's data element, as the server writes it; removed once read. */
function pageWith(text: string | undefined) {
  const element = text === undefined ? null : { textContent: text, remove: vi.fn() };
  vi.stubGlobal('document', { getElementById: (id: string) => (id === FIRST_SCREEN_ELEMENT_ID ? element : null) });
  return element;
}

describe('the first screen’s data in the cache', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));
  afterEach(() => vi.unstubAllGlobals());

  it('is there before any loader asks, fresh as of now, and read only once', () => {
    const element = pageWith(JSON.stringify(payload('es')));
    const client = new QueryClient();
    expect(hydrateFirstScreen(client)).toBe(true);
    expect(client.getQueryData(key)).toEqual({ slug: 'honda-civic-2022-7' });
    expect(client.getQueryState(key)!.dataUpdatedAt).toBeGreaterThan(Date.now() - 1000);
    expect(element!.remove).toHaveBeenCalled();
  });

  it('is not used when it was asked in another language than this visit’s', () => {
    pageWith(JSON.stringify(payload('en')));
    const client = new QueryClient();
    // Nor is the screen drawn from it: the app draws its own.
    expect(hydrateFirstScreen(client)).toBe(false);
    expect(client.getQueryData(key)).toBeUndefined();
  });

  it('is nothing when the page carries none, or carries something unreadable', () => {
    for (const text of [undefined, '{"locale":']) {
      pageWith(text);
      const client = new QueryClient();
      expect(hydrateFirstScreen(client)).toBe(false);
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
  });
});
