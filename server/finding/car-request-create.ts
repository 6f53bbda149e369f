import type { CarRequestInput } from '../../common/validation/car-request.ts';
import type { Db } from '../db/client.ts';
import { insertCarRequest } from '../db/queries/car-requests.ts';
import { brandAndModelBySlugs } from '../db/queries/sell-catalog.ts';
import { InvalidInput } from '../domain-errors.ts';
import type { MailLocale } from '../mail/account-mails.ts';
import { carRequestConfirmationMail } from '../mail/car-request-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { type WantedCar, wantedFor } from './car-request-suggestions.ts';

export interface CarRequestOrigin {
  /** The signed-in viewer; null for a visitor, whose request waits for their e-mail's account. */
  userId: string | null;
  countryId: number;
  locale: MailLocale;
  /** The SPA's origin, for the e-mail's link. */
  publicUrl: string;
}

/** The account's buying page (SPEC §1 USER_BUYING), where a buyer's car requests are listed. */
export const CAR_REQUESTS_PATH = '/user/buy';

/** The catalogue rows the slugs name; unknown ones, or a model of another brand, name their field. */
async function requestedModel(db: Db, brandSlug: string, modelSlug: string) {
  const { brand, model } = await brandAndModelBySlugs(db, brandSlug, modelSlug);
  if (!brand) throw new InvalidInput([{ field: 'brand', message: 'unknown' }, ...(model ? [] : [{ field: 'model', message: 'unknown' }])], 'No brand has this slug.');
  if (!model || model.brandId !== brand.id) throw new InvalidInput([{ field: 'model', message: 'unknown' }], 'The brand has no model with this slug.');
  return { brand, model };
}

/**
 * What a request for these specs would look for: the model, its usual body style, the year, the budget.
 * @throws InvalidInput on brand or model (unknown slug, or a model of another brand)
 */
export async function wantedCar(db: Db, specs: Pick<CarRequestInput, 'brand' | 'model' | 'year' | 'budget'>): Promise<WantedCar> {
  const { brand, model } = await requestedModel(db, specs.brand, specs.model);
  return wantedFor(db, { brandId: brand.id, modelId: model.id, year: specs.year, budget: specs.budget });
}

/**
 * Stores a car request (checked beforehand by carRequestSchema) and queues its confirmation e-mail,
 * in one transaction. Answers the request's id and what its suggestions look for.
 * @throws InvalidInput on brand or model (unknown slug, or a model of another brand)
 */
export async function createCarRequest(db: Db, input: CarRequestInput, origin: CarRequestOrigin): Promise<{ id: string; wanted: WantedCar }> {
  const { brand, model } = await requestedModel(db, input.brand, input.model);
  const wanted = await wantedFor(db, { brandId: brand.id, modelId: model.id, year: input.year, budget: input.budget });
  const id = await db.transaction(async (tx) => {
    const requestId = await insertCarRequest(tx, {
      countryId: origin.countryId,
      userId: origin.userId,
      email: input.person.email.toLowerCase(),
      name: input.person.name,
      lastName: input.person.lastName,
      phone: input.person.phone,
      brandId: brand.id,
      modelId: model.id,
      year: input.year,
      budget: input.budget,
      locale: origin.locale,
    });
    const mail = carRequestConfirmationMail({
      locale: origin.locale,
      name: input.person.name,
      car: `${brand.name} ${model.name}`,
      year: input.year,
      budget: input.budget,
      link: `${origin.publicUrl}${CAR_REQUESTS_PATH}`,
    });
    await enqueueMail(tx, { to: input.person.email, kind: 'CAR_REQUEST_CONFIRMATION', ...mail });
    return requestId;
  });
  return { id, wanted };
}
