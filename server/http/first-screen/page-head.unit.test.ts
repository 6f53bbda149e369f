import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from '../script-safe-json.ts';
import { withFirstScreen } from './page-head.ts';

const indexHtml =
  '<!doctype html><html><head>\n<meta charset="UTF-8" />\n<title>Ola Cars</title><script src="/config.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';
const payload = (title: string) => ({ locale: 'es', country: 'DO', state: { queries: [{ queryKey: ['getCar', { slug: 'a' }], state: { dataUpdatedAt: 1, data: { title } } }] } });

/** The JSON between the data script's tags, as the browser's parser would hand it to JSON.parse. */
function scriptText(html: string): string {
  const match = /<script type="application\/json" id="first-screen-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no first-screen script');
  return match[1]!;
}

describe('the first screen in the page', () => {
  it('carries the data so that no text in it can end the script or open a comment', () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028 $& $\' $`';
    const html = withFirstScreen(indexHtml, { payload: payload(title), images: [] });
    const text = scriptText(html);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual(payload(title));
    // Only the page's own script and the data's: nothing in the title became an element.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('<div id="root"></div></body>');
  });

  it('puts the pictures’ preloads after the charset and before anything else, the stylesheets, then the scripts, last', () => {
    const html = withFirstScreen(indexHtml, {
      images: [{ href: '/media/cars/a-800.webp', srcset: '/media/cars/a-428.webp 428w, /media/cars/a-800.webp 800w', sizes: '(min-width: 960px) 60vw, 100vw' }],
      chunks: { scripts: ['/assets/buy-1.js'], styles: ['/assets/buy-1.css'] },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<meta charset')).toBeLessThan(head.indexOf('<link rel="preload"'));
    expect(head.indexOf('<link rel="preload"')).toBeLessThan(head.indexOf('<script src="/config.js">'));
    expect(head.indexOf('/assets/buy-1.css')).toBeLessThan(head.indexOf('<link rel="modulepreload"'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/media/cars/a-800.webp" imagesrcset="/media/cars/a-428.webp 428w, /media/cars/a-800.webp 800w" imagesizes="(min-width: 960px) 60vw, 100vw" fetchpriority="high" data-first-screen>',
    );
    // After the entry's stylesheet, as Vite would add it, so the cascade is the same.
    expect(head.indexOf('/assets/index-1.css')).toBeLessThan(head.indexOf('<link rel="stylesheet" crossorigin href="/assets/buy-1.css" data-first-screen>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/buy-1.js" data-first-screen>');
    expect(html).not.toContain('first-screen-data');
  });

  it('puts the screen drawn on the server in the root, inert until the app takes it over, in the answers’ language', () => {
    const html = withFirstScreen(indexHtml.replace('<html>', '<html lang="es">'), { payload: { ...payload('x'), locale: 'en' }, images: [], screen: '<main><h1>Used cars</h1></main>' });
    expect(html).toContain('<div id="root" inert data-first-screen><main><h1>Used cars</h1></main></div></body>');
    expect(html).toContain('<html lang="en">');
    // The answers it was drawn from come before it, for the app to hydrate from.
    expect(html.indexOf('first-screen-data')).toBeLessThan(html.indexOf('<div id="root"'));
  });

  it('hands the page’s module script and preloads, the entry’s and the route’s, to the loader that asks for them after the first paint', () => {
    const page = indexHtml.replace(
      '<script src="/config.js"></script>',
      '<script src="/config.js" defer></script><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
    );
    const html = withFirstScreen(page, { payload: payload('x'), images: [], chunks: { scripts: ['/assets/buy-1.js'], styles: ['/assets/buy-1.css'] }, screen: '<main>x</main>' });
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/after-first-paint.js" defer data-entry="/assets/index-1.js" data-preload="/assets/framework-1.js /assets/buy-1.js" data-first-screen></script>',
    );
    // After the runtime settings, which the app reads as it starts; the route's stylesheets stay in the head.
    expect(html.indexOf('/config.js')).toBeLessThan(html.indexOf('/after-first-paint.js'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/buy-1.css" data-first-screen>');
  });

  it('leaves the scripts in the head of a page the server did not draw', () => {
    const page = indexHtml.replace('<script src="/config.js"></script>', '<script src="/config.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script>');
    const html = withFirstScreen(page, { payload: payload('x'), images: [], chunks: { scripts: ['/assets/buy-1.js'], styles: [] } });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/buy-1.js" data-first-screen>');
    expect(html).not.toContain('after-first-paint');
  });

  it('draws nothing without the answers the screen was drawn from', () => {
    const html = withFirstScreen(indexHtml, { images: [], screen: '<main>x</main>' });
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes what it writes into attributes', () => {
    const html = withFirstScreen(indexHtml, { images: [{ href: '/media/"><script>x</script>.webp' }] });
    expect(html).toContain('href="/media/&quot;&gt;&lt;script&gt;x&lt;/script&gt;.webp"');
  });

  it('leaves the page as it is when it has nothing to add', () => {
    expect(withFirstScreen(indexHtml, { images: [] })).toBe(indexHtml);
  });

  it('escapes line separators, which JSON allows but old script parsers end lines at', () => {
    expect(scriptSafeJson('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
  });
});
