import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, readConsent } from './consent-choice';
import { recordConsent, whenConsented } from './consent';
import { pushToDataLayer, trackingWindow } from './data-layer';
import { trackPageView } from './page-view';

// The unit project runs without a DOM: a Map stands in for the browser's storage.
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  clear: () => stored.clear(),
});

afterEach(() => {
  stored.clear();
  delete trackingWindow.dataLayer;
});

describe('tags gated on the cookie banner', () => {
  it('waits for the answer, then runs once when the visitor accepts', () => {
    const load = vi.fn();
    whenConsented(load);
    expect(load).not.toHaveBeenCalled();
    recordConsent('accepted');
    expect(load).toHaveBeenCalledTimes(1);
    expect(readConsent()).toBe('accepted');
    recordConsent('accepted');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs at once for a visitor who accepted on an earlier visit', () => {
    stored.set(CONSENT_STORAGE_KEY, 'accepted');
    const load = vi.fn();
    whenConsented(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never runs when the visitor refuses, now or on a later visit', () => {
    const load = vi.fn();
    whenConsented(load);
    recordConsent('refused');
    whenConsented(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('queues page views while the banner asks and drops them, and any later, on refusal', () => {
    trackPageView('/');
    expect(trackingWindow.dataLayer).toEqual([{ event: 'pageview', page: { path: '/' } }]);
    recordConsent('refused');
    expect(trackingWindow.dataLayer).toEqual([]);
    trackPageView('/buy');
    pushToDataLayer({ event: 'Whatsapp', category: 'social' });
    expect(trackingWindow.dataLayer).toEqual([]);
  });

  it('keeps the queued page views for the tag manager when the visitor accepts', () => {
    trackPageView('/');
    recordConsent('accepted');
    trackPageView('/buy');
    expect(trackingWindow.dataLayer).toHaveLength(2);
  });
});
