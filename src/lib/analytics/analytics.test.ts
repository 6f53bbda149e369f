import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushToDataLayer, trackingWindow } from './data-layer';
import { trackPageView } from './page-view';
import { readRuntimeTrackingSource } from './runtime-config';
import { tagScripts } from './tag-scripts';
import { readTrackingConfig } from './tracking-config';

afterEach(() => {
  delete trackingWindow.dataLayer;
  delete trackingWindow.fbq;
});

describe('readTrackingConfig', () => {
  it('keeps configured IDs', () => {
    expect(readTrackingConfig({ gtmId: 'GTM-1', metaPixelId: '42', gaId: 'G-1' })).toEqual({
      gtmId: 'GTM-1',
      metaPixelId: '42',
      gaId: 'G-1',
    });
  });

  it('treats a missing, empty or malformed config as no IDs', () => {
    const none = { gtmId: undefined, metaPixelId: undefined, gaId: undefined };
    expect(readTrackingConfig(undefined)).toEqual(none);
    expect(readTrackingConfig('gtm')).toEqual(none);
    expect(readTrackingConfig({ gtmId: '  ', metaPixelId: 7 })).toEqual(none);
  });
});

describe('tagScripts', () => {
  it('loads nothing when no ID is configured', () => {
    expect(tagScripts(readTrackingConfig({}), {})).toEqual([]);
  });

  it('loads only the scripts whose IDs are configured', () => {
    const scripts = tagScripts(readTrackingConfig({ gtmId: 'GTM-ABC' }), {});
    expect(scripts.map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC']);
  });

  it('initialises the pixel with its ID and counts the landing page', () => {
    const target: Record<string, unknown> = {};
    const [pixel] = tagScripts(readTrackingConfig({ metaPixelId: '123' }), target);
    pixel?.boot();
    const fbq = target.fbq as { queue: unknown[][] };
    expect(fbq.queue).toEqual([
      ['init', '123'],
      ['track', 'PageView'],
    ]);
  });
});

describe('trackPageView', () => {
  it('pushes a page view to the data layer', () => {
    trackPageView('/buy');
    expect(trackingWindow.dataLayer).toEqual([{ event: 'pageview', page: { path: '/buy' } }]);
  });

  it('tells the pixel once it is loaded', () => {
    const fbq = vi.fn();
    trackingWindow.fbq = fbq;
    trackPageView('/');
    expect(fbq).toHaveBeenCalledWith('track', 'PageView');
  });

  it('keeps events pushed before the tag manager arrives', () => {
    pushToDataLayer({ event: 'Whatsapp', category: 'social' });
    pushToDataLayer({ event: 'pageview' });
    expect(trackingWindow.dataLayer).toHaveLength(2);
  });
});

describe('readRuntimeTrackingSource', () => {
  afterEach(() => {
    delete (globalThis as { __OLA_CONFIG__?: unknown }).__OLA_CONFIG__;
  });

  it('prefers window.__OLA_CONFIG__ when a script set it', () => {
    (globalThis as { __OLA_CONFIG__?: unknown }).__OLA_CONFIG__ = { gtmId: 'GTM-1' };
    expect(readRuntimeTrackingSource()).toEqual({ gtmId: 'GTM-1' });
  });

  it('is undefined without any configuration in the page', () => {
    expect(readRuntimeTrackingSource()).toBeUndefined();
  });
});
