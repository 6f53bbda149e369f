import { describe, expect, it } from 'vitest';
import { DrawnPages } from './drawn-pages.ts';

function counted(html: string, keep = true) {
  const draw = async () => {
    draw.calls += 1;
    return { status: 200 as const, html: `${html} ${draw.calls}`, keep };
  };
  draw.calls = 0;
  return draw;
}

describe('the drawn pages kept', () => {
  const pagesAt = (clock: { now: number }, budgetBytes = 1 << 20, catalogue = { current: true }) =>
    new DrawnPages({ maxAgeMs: 60_000, budgetBytes, now: () => clock.now, catalogueIsCurrent: () => catalogue.current });

  it('sends a page drawn once to the next visitors until the catalogue changes', async () => {
    const pages = pagesAt({ now: 0 });
    const draw = counted('listing');
    expect(await pages.page('es /buy', draw)).toEqual({ status: 200, html: 'listing 1' });
    expect(await pages.page('es /buy', draw)).toEqual({ status: 200, html: 'listing 1' });
    pages.forgetAll();
    expect(await pages.page('es /buy', draw)).toEqual({ status: 200, html: 'listing 2' });
    expect(draw.calls).toBe(2);
  });

  it('keeps each key apart: another language or address is another page', async () => {
    const pages = pagesAt({ now: 0 });
    expect((await pages.page('es /buy', counted('es'))).html).toBe('es 1');
    expect((await pages.page('en /buy', counted('en'))).html).toBe('en 1');
    expect((await pages.page('es /buy', counted('es again'))).html).toBe('es 1');
  });

  it('draws again once a page is older than the most it may be', async () => {
    const clock = { now: 0 };
    const pages = pagesAt(clock);
    const draw = counted('car');
    await pages.page('es /car/a', draw);
    clock.now = 59_999;
    expect((await pages.page('es /car/a', draw)).html).toBe('car 1');
    clock.now = 60_000;
    expect((await pages.page('es /car/a', draw)).html).toBe('car 2');
  });

  it('does not keep a page its drawing says not to (sent without its screen)', async () => {
    const pages = pagesAt({ now: 0 });
    const draw = counted('plain', false);
    await pages.page('es /buy', draw);
    await pages.page('es /buy', draw);
    expect(draw.calls).toBe(2);
  });

  it('does not keep a page drawn while a change was heard: it may hold the data from before', async () => {
    const pages = pagesAt({ now: 0 });
    let finish!: () => void;
    const slow = async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { status: 200 as const, html: 'before the change', keep: true };
    };
    const sent = pages.page('es /buy', slow);
    pages.forgetAll();
    finish();
    expect((await sent).html).toBe('before the change');
    expect((await pages.page('es /buy', counted('after'))).html).toBe('after 1');
  });

  it('does not keep a page drawn while the index had yet to take in a change it heard of', async () => {
    const catalogue = { current: false };
    const pages = pagesAt({ now: 0 }, 1 << 20, catalogue);
    const draw = counted('listing');
    await pages.page('es /buy', draw);
    catalogue.current = true;
    await pages.page('es /buy', draw);
    await pages.page('es /buy', draw);
    expect(draw.calls).toBe(2);
  });

  it('draws a page once for the visitors who ask while it is drawn', async () => {
    const pages = pagesAt({ now: 0 });
    const draw = counted('listing');
    const sent = await Promise.all([pages.page('es /buy', draw), pages.page('es /buy', draw), pages.page('es /buy', draw)]);
    expect(sent.map((page) => page.html)).toEqual(['listing 1', 'listing 1', 'listing 1']);
    expect(draw.calls).toBe(1);
  });

  it('lets the oldest pages go past its budget', async () => {
    // Two bytes a character: room for two pages of 100 characters, not three.
    const pages = pagesAt({ now: 0 }, 400);
    for (const key of ['a', 'b', 'c']) await pages.page(key, counted(key.repeat(98)));
    const again = counted('a again');
    await pages.page('a', again);
    expect(again.calls).toBe(1);
    const c = counted('c again');
    await pages.page('c', c);
    expect(c.calls).toBe(0);
  });
});
