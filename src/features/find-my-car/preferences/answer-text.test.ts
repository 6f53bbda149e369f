import { type Messages, setupI18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FinderAnswers } from '../../../../machines/car-finder/finder-values';
import { answerText } from './answer-text';

// The English catalog as the app loads it, so a missing translation fails here too.
const english = import.meta.glob<{ messages: Messages }>('../../../../locales/en/find-my-car.po');
const es = setupI18n({ locale: 'es', messages: { es: {} } });
const en = setupI18n();

beforeAll(async () => {
  en.loadAndActivate({ locale: 'en', messages: (await english['../../../../locales/en/find-my-car.po']!()).messages });
});

const names = {
  categories: [{ slug: 'familiar', name: 'Familiar', count: 3, nameTranslations: { es: 'Familiar', en: 'Family' } }],
  bodyStyles: [{ slug: 'muvsuv', name: 'Jeepeta', count: 2, nameTranslations: { es: 'Jeepeta', en: 'SUV' } }],
};
const answers: FinderAnswers = { category: ['familiar', 'retirado'], bodyStyle: { bodyStyle: 'muvsuv' }, price: { min: 500_000, max: 1_250_000 }, year: { min: 2015, max: 2024 }, mileage: 80_000 };

describe('the preferences screen words every answer', () => {
  it('names categories and body styles in the language of the page; a slug the catalogue no longer lists stays as it is', () => {
    expect(answerText('category', answers, names, es)).toBe('Familiar, retirado');
    expect(answerText('category', answers, names, en)).toBe('Family, retirado');
    expect(answerText('bodyStyle', answers, names, en)).toBe('SUV');
    expect(answerText('bodyStyle', { ...answers, bodyStyle: { bodyStyle: null } }, names, es)).toBe('Sin preferencia');
    expect(answerText('bodyStyle', { ...answers, bodyStyle: { bodyStyle: null } }, names, en)).toBe('No preference');
  });

  it('writes the price in pesos, the years as a range and the miles as a maximum', () => {
    expect(answerText('price', answers, names, es)).toBe('RD $500,000 – RD $1,250,000');
    expect(answerText('year', answers, names, es)).toBe('2015 – 2024');
    expect(answerText('mileage', answers, names, es)).toBe('Hasta 80,000 mi');
    expect(answerText('mileage', answers, names, en)).toBe('Up to 80,000 mi');
  });
});
