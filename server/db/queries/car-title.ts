import { sql } from 'drizzle-orm';
import { brands, carModels, cars } from '../schema/index.ts';

/** A car's name as its pages, mails and the console say it: brand, model, year. The query joins brands and car_models. */
export const carTitleSql = sql<string>`${brands.name} || ' ' || ${carModels.name} || ' ' || ${cars.year}`;
