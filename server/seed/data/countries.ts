import type { Translations } from '../../db/schema/index.ts';

export interface CountrySeed {
  code: string;
  flag: string;
  name: string;
  nameTranslations: Translations;
  slug: string;
  website: string;
  idLength: number;
  phoneLength: number;
  isDefault: boolean;
  /** Currency codes offered, the first being the country's default. */
  currencies: string[];
}

export const countrySeeds: CountrySeed[] = [
  {
    code: 'DO',
    flag: '🇩🇴',
    name: 'República Dominicana',
    nameTranslations: { en: 'Dominican Republic', es: 'República Dominicana' },
    slug: 'republica-dominicana',
    website: 'https://olacars.do',
    idLength: 11,
    phoneLength: 10,
    isDefault: true,
    currencies: ['DOP', 'USD'],
  },
  {
    code: 'CO',
    flag: '🇨🇴',
    name: 'Colombia',
    nameTranslations: { en: 'Colombia', es: 'Colombia' },
    slug: 'colombia',
    website: 'https://olacars.co',
    idLength: 10,
    phoneLength: 10,
    isDefault: false,
    currencies: ['COP', 'USD'],
  },
];

/** Rates against the base currency, the Dominican peso (about 58 DOP to the dollar). */
const named = (es: string, en: string) => ({ name: es, nameTranslations: { en, es } });
export const currencySeeds = [
  { code: 'DOP', ...named('Peso dominicano', 'Dominican peso'), slug: 'peso-dominicano', symbol: 'RD $', value: 1 },
  { code: 'USD', ...named('Dólar estadounidense', 'US dollar'), slug: 'us-dollar', symbol: 'US $', value: 1 / 58 },
  { code: 'COP', ...named('Peso colombiano', 'Colombian peso'), slug: 'peso-colombiano', symbol: 'COL $', value: 68.5 },
];
