import { carRecords, type CarRecord } from '../catalogue/car-record.ts';
import { catalogueFor } from '../catalogue/registry.ts';
import { claimAnonymousRequests } from '../auth/anonymous-requests.ts';
import type { Db } from '../db/client.ts';
import { type CarRequestView, carRequestView, carRequestViewsOf } from '../db/queries/car-requests.ts';
import { suggestedCars, type WantedCar, wantedFor } from './car-request-suggestions.ts';

export interface CarRequestWithSuggestions {
  view: CarRequestView;
  suggestedCars: CarRecord[];
}

/** The cars that come closest to `wanted` now, as the GraphQL Car's parent. */
export async function carSuggestions(db: Db, wanted: WantedCar): Promise<CarRecord[]> {
  const { rows, index } = await suggestedCars(catalogueFor(db), wanted);
  return carRecords(rows, index.lookups);
}

async function withSuggestions(db: Db, view: CarRequestView): Promise<CarRequestWithSuggestions> {
  const { request } = view;
  const wanted = await wantedFor(db, { brandId: request.brandId, modelId: request.modelId, year: request.year, budget: request.budget });
  return { view, suggestedCars: await carSuggestions(db, wanted) };
}

/** A request just written, with what it looks for answered now. */
export async function carRequestWithSuggestions(db: Db, id: string, wanted: WantedCar): Promise<CarRequestWithSuggestions> {
  const view = await carRequestView(db, id);
  if (!view) throw new Error(`The car request ${id} was not found after it was written`);
  return { view, suggestedCars: await carSuggestions(db, wanted) };
}

/** The account's car requests, newest first, those left anonymously with its confirmed e-mail claimed first. */
export async function ownCarRequests(db: Db, userId: string): Promise<CarRequestWithSuggestions[]> {
  await claimAnonymousRequests(db, userId);
  const views = await carRequestViewsOf(db, userId);
  return Promise.all(views.map((view) => withSuggestions(db, view)));
}
