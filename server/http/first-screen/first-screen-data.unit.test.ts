import { describe, expect, it } from 'vitest';
import { loadFirstScreen, visitorSettings, type RunQuery } from './first-screen-data.ts';
import { firstScreenRoute } from './first-screen-routes.ts';

describe('the visitor’s settings', () => {
  it.each([
    [undefined, 'es'],
    ['es-DO,es;q=0.9', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.5,es;q=0.4', 'en'],
    ['de;q=0.1,es;q=0.5,en;q=0.9', 'en'],
    ['en;q=0,es', 'es'],
    ['zz', 'es'],
  ])('takes %s as the language the SPA would pick on a first visit, %s', (header, locale) => {
    expect(visitorSettings(header)).toEqual({ locale, country: 'DO' });
  });
});

describe('the first screen’s data', () => {
  const route = firstScreenRoute('/car/a-1', '')!;
  const picture = { kind: 'main', basePath: '/media/cars/1/main', widths: [428], width: 428, height: 300 };

  it('is the answer dehydrated under the SPA’s key, asked with the visitor’s settings and address', async () => {
    const asked: unknown[] = [];
    const run: RunQuery = async (operation) => {
      asked.push({ variables: operation.variables, settings: operation.settings, clientIp: operation.clientIp });
      return { data: { getCar: { slug: 'a-1', pictures: [picture] }, getSetting: { telephoneNumber: '8095550100' }, getCurrencies: [] } };
    };
    const screen = await loadFirstScreen(route, { locale: 'en', country: 'DO' }, '203.0.113.9', run);
    // The car, then the shell's contact details and currencies, all as this visitor would ask them.
    expect(asked.map((operation) => (operation as { variables: unknown }).variables)).toEqual([{ slug: 'a-1' }, {}, {}]);
    for (const operation of asked) expect(operation).toMatchObject({ settings: { locale: 'en', country: 'DO' }, clientIp: '203.0.113.9' });
    expect(screen.payload.locale).toBe('en');
    expect(screen.payload.state.queries).toEqual([
      expect.objectContaining({ queryKey: ['getCar', { slug: 'a-1' }], state: expect.objectContaining({ status: 'success', data: { slug: 'a-1', pictures: [picture] } }) }),
      expect.objectContaining({ queryKey: ['getSetting', {}], state: expect.objectContaining({ data: { telephoneNumber: '8095550100' } }) }),
      expect.objectContaining({ queryKey: ['getCurrencies', {}], state: expect.objectContaining({ data: [] }) }),
    ]);
    expect(screen.images).toEqual([{ href: '/media/cars/1/main-428.webp', srcset: '/media/cars/1/main-428.webp 428w', sizes: '(min-width: 960px) 60vw, 100vw' }]);
  });

  it('leaves out an answer with errors, so the SPA asks and shows its own outcome (an unknown car’s 404)', async () => {
    const run: RunQuery = async () => ({ data: null, errors: [{ message: 'No such car.', extensions: { code: 'NOT_FOUND' } }] });
    const screen = await loadFirstScreen(route, { locale: 'es', country: 'DO' }, '::1', run);
    expect(screen.payload.state.queries).toEqual([]);
    expect(screen.images).toEqual([]);
  });
});
