// Every table of the product; drizzle-kit reads this file to generate migrations.
export * from './columns.ts';
export * from './geography.ts';
export * from './currencies.ts';
export * from './settings.ts';
export * from './lookups.ts';
export * from './vehicles.ts';
export * from './cars.ts';
export * from './car-categories.ts';
export * from './pictures.ts';
export * from './inspections.ts';
export * from './leads.ts';
export * from './catalogue-version.ts';
export * from './users.ts';
export * from './auth-tokens.ts';
export * from './mail-outbox.ts';
export * from './rate-limits.ts';
export * from './favorites.ts';
