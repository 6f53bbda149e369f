import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Stepper, type StepperProps } from './Stepper';

// The English catalog as the app loads it, so a missing translation fails here too.
const english = import.meta.glob<{ messages: Messages }>('../../../locales/en/common.po');
const es = setupI18n({ locale: 'es', messages: { es: {} } });
const en = setupI18n();

beforeAll(async () => {
  en.loadAndActivate({ locale: 'en', messages: (await english['../../../locales/en/common.po']!()).messages });
});

// SPEC §2: the sell flow's steps.
const SELL_STEPS = [
  { id: 'car', title: 'Info del carro' },
  { id: 'price', title: 'Precio y tiempo' },
  { id: 'personal', title: 'Info personal' },
  { id: 'address', title: 'Dirección' },
  { id: 'schedule', title: 'Día y hora' },
] as const;
type SellStep = (typeof SELL_STEPS)[number]['id'];

const render = (props: Partial<StepperProps<SellStep>>, i18n: I18n = es) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Stepper steps={SELL_STEPS} current="price" visited={['car', 'price']} onGoto={() => undefined} label="Pasos para vender tu carro" {...props} />
    </I18nProvider>,
  );

/** Each step of the list as its markup, in order. */
const items = (html: string) => [...html.matchAll(/<li[^>]*>.*?<\/li>/g)].map((match) => match[0]);
const itemOf = (html: string, title: string) => items(html).find((item) => item.includes(title)) ?? '';

describe('Stepper', () => {
  it('is a named navigation holding every step, numbered and titled, in order', () => {
    const html = render({});
    expect(html).toMatch(/^<nav aria-label="Pasos para vender tu carro"/);
    expect(items(html)).toHaveLength(5);
    items(html).forEach((item, index) => {
      expect(item).toContain(`>${index + 1}</span>`);
      expect(item).toContain(SELL_STEPS[index]!.title);
    });
  });

  it('marks exactly the open step as the current one', () => {
    const html = render({ current: 'address', visited: ['car', 'price', 'personal', 'address'] });
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(itemOf(html, 'Dirección')).toMatch(/^<li[^>]* aria-current="step"/);
  });

  it('offers a way back to each visited step, and none to the open step or the steps not reached yet', () => {
    const html = render({ current: 'personal', visited: ['car', 'price', 'personal'] });
    expect(itemOf(html, 'Info del carro')).toContain('<button type="button"');
    expect(itemOf(html, 'Precio y tiempo')).toContain('<button type="button"');
    for (const title of ['Info personal', 'Dirección', 'Día y hora']) expect(itemOf(html, title)).not.toContain('<button');
  });

  it('says which steps are completed, with a check and words for screen readers', () => {
    const html = render({ current: 'personal', visited: ['car', 'price', 'personal'] });
    expect(items(html).map((item) => item.includes('completado'))).toEqual([true, true, false, false, false]);
    expect(itemOf(html, 'Info del carro')).toContain('<svg');
  });

  it('shows completed steps as plain text when nothing can open them', () => {
    const html = render({ current: 'personal', visited: ['car', 'price', 'personal'], onGoto: undefined });
    expect(html).not.toContain('<button');
    expect(html.match(/completado/g)).toHaveLength(2);
  });

  it('tells how far the visitor is, with the open step title for the phone layout', () => {
    expect(render({})).toMatch(/Paso 2 de 5<\/span> <span[^>]*>·<\/span> <span>Precio y tiempo<\/span>/);
    expect(render({ current: 'schedule', visited: SELL_STEPS.map((step) => step.id) })).toContain('Paso 5 de 5');
    expect(render({})).toMatch(/--[^:]+:40%/);
  });

  it('speaks English from the catalog', () => {
    const html = render({}, en);
    expect(html).toContain('Step 2 of 5');
    expect(html).toContain('completed');
  });
});
