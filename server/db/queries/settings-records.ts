import type { Translations } from '../schema/index.ts';

/** Shapes the settings queries answer, matching the `Setting`, `Currency` and `CountryConfig` GraphQL types. */
export interface CountryRecord {
  id: number;
  countryCode: string;
  flag: string;
  name: string;
  nameTranslations: Translations;
  slug: string;
  website: string;
}

export interface CurrencyRecord {
  id: number;
  name: string;
  nameTranslations: Translations;
  code: string;
  slug: string;
  symbol: string;
  /** Multiply a stored (base-currency) amount by this to show it in this currency. */
  value: number;
}

export interface SocialNetworkRecord {
  id: number;
  name: string;
  slug: string;
  url: string;
}

export interface SettingRecord {
  address: string;
  infoEmail: string;
  salesAndSupportSchedule: string;
  testDriveSchedule: string;
  salesAndSupportScheduleTranslations: Translations;
  testDriveScheduleTranslations: Translations;
  whatsappTelephoneNumber: string;
  website: string;
  telephoneNumber: string;
  socialNetworks: SocialNetworkRecord[];
  currency: CurrencyRecord;
  country: CountryRecord;
}
