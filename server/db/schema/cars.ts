import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, check, foreignKey, index, integer, numeric, pgEnum, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { money, translations } from './columns.ts';
import { spots } from './geography.ts';
import { colors, countryVersions } from './lookups.ts';
import { carModels, trims } from './vehicles.ts';

export const carStatus = pgEnum('car_status', ['AVAILABLE', 'COMING_SOON', 'NOT_AVAILABLE', 'PENDING', 'SOLD', 'TO_REVIEW']);
/** Statuses a visitor may see, beside the enum they narrow: a sold car stays listed with its sold tag (SPEC §4). */
export const PUBLIC_STATUSES = ['AVAILABLE', 'COMING_SOON', 'PENDING', 'SOLD'] as const satisfies readonly (typeof carStatus.enumValues)[number][];
/** Who sells: a partner dealer, or the company from one of its own spots. */
export const sellerType = pgEnum('seller_type', ['DEALER', 'SPOT']);

const requiredId = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target);

export const cars = pgTable(
  'cars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    trimId: requiredId('trim_id', () => trims.id),
    // Copies of the trim's model, brand, year and body style: the catalogue filters and sorts on
    // them without joins, and composite keys below keep them equal to the trim's.
    modelId: integer('model_id').notNull(),
    brandId: integer('brand_id').notNull(),
    bodyStyleId: integer('body_style_id').notNull(),
    year: smallint('year').notNull(),
    exteriorColorId: requiredId('exterior_color_id', () => colors.id),
    interiorColorId: requiredId('interior_color_id', () => colors.id),
    spotId: requiredId('spot_id', () => spots.id),
    countryVersionId: integer('country_version_id').references(() => countryVersions.id),
    status: carStatus('status').notNull(),
    sellerType: sellerType('seller_type').notNull(),
    certified: boolean('certified').notNull().default(false),
    mileage: integer('mileage').notNull(),
    vin: text('vin').notNull().unique(),
    licensePlate: text('license_plate').notNull().unique(),
    keysCount: smallint('keys_count').notNull(),
    ownersCount: smallint('owners_count').notNull(),
    /** The card's 428-px picture, kept here so listing pages need no join. */
    mainPicture: text('main_picture').notNull(),
    listingPrice: money('listing_price').notNull(),
    basePrice: money('base_price').notNull(),
    fee: money('fee'),
    licensePlateFee: money('license_plate_fee'),
    transferFee: money('transfer_fee'),
    warrantyPrice: money('warranty_price'),
    monthlyPrice: money('monthly_price'),
    hasOffer: boolean('has_offer').notNull().default(false),
    offerLabel: text('offer_label'),
    offerLabelTranslations: translations('offer_label_translations'),
    offerBackgroundColor: text('offer_background_color'),
    offerTextColor: text('offer_text_color'),
    offerDiscount: money('offer_discount'),
    offerOriginalPrice: money('offer_original_price'),
    offerDiscountPercentage: numeric('offer_discount_percentage', { precision: 5, scale: 2, mode: 'number' }),
    /** Title verified free of liens and a 'no oposición' certificate obtained from the tax authority. */
    titleChecked: boolean('title_checked').notNull().default(false),
    noOppositionChecked: boolean('no_opposition_checked').notNull().default(false),
    /** Brand, model, trim, year, colours and body style, unaccented and lowercased, for trigram search. */
    searchText: text('search_text').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    foreignKey({ name: 'cars_trim_model', columns: [table.trimId, table.modelId], foreignColumns: [trims.id, trims.modelId] }),
    foreignKey({ name: 'cars_trim_year', columns: [table.trimId, table.year], foreignColumns: [trims.id, trims.year] }),
    foreignKey({ name: 'cars_trim_body_style', columns: [table.trimId, table.bodyStyleId], foreignColumns: [trims.id, trims.bodyStyleId] }),
    foreignKey({ name: 'cars_model_brand', columns: [table.modelId, table.brandId], foreignColumns: [carModels.id, carModels.brandId] }),
    check('cars_year_range', sql`${table.year} between 1990 and 2100`),
    check('cars_mileage_range', sql`${table.mileage} between 0 and 1000000`),
    check('cars_vin_format', sql`${table.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
    check('cars_counts_range', sql`${table.keysCount} between 0 and 5 and ${table.ownersCount} between 0 and 20`),
    check(
      'cars_money_non_negative',
      sql`${table.listingPrice} > 0 and ${table.basePrice} >= 0 and coalesce(${table.fee}, 0) >= 0
        and coalesce(${table.licensePlateFee}, 0) >= 0 and coalesce(${table.transferFee}, 0) >= 0
        and coalesce(${table.warrantyPrice}, 0) >= 0 and coalesce(${table.monthlyPrice}, 0) >= 0`,
    ),
    // An offer is complete and consistent: the old price minus the discount is today's price.
    check(
      'cars_offer_consistent',
      sql`not ${table.hasOffer} or (${table.offerLabel} is not null and ${table.offerBackgroundColor} is not null
        and ${table.offerTextColor} is not null and ${table.offerDiscount} > 0
        and ${table.offerOriginalPrice} - ${table.offerDiscount} = ${table.listingPrice}
        and ${table.offerDiscountPercentage} > 0 and ${table.offerDiscountPercentage} < 100)`,
    ),
    // Visitors read the offer's label in either language.
    check('cars_offer_translated', sql`not ${table.hasOffer} or ${table.offerLabelTranslations} is not null`),
    index('cars_status').on(table.status),
    index('cars_brand').on(table.brandId),
    index('cars_model').on(table.modelId),
    index('cars_body_style').on(table.bodyStyleId),
    index('cars_year').on(table.year),
    index('cars_listing_price').on(table.listingPrice),
    index('cars_mileage').on(table.mileage),
    index('cars_spot').on(table.spotId),
    index('cars_published_at').on(table.publishedAt),
    index('cars_search_text_trgm').using('gin', table.searchText.op('gin_trgm_ops')),
    // The staff console's inventory: one status, newest (highest id) first, paged by id.
    index('cars_status_id').on(table.status, table.id),
    // The staff console finds a car by a piece of its slug.
    index('cars_slug_trgm').using('gin', table.slug.op('gin_trgm_ops')),
  ],
);
