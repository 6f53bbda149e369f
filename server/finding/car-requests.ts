import { carRecords, type CarRecord } from '../catalogue/car-record.ts';
import { catalogueFor } from '../catalogue/registry.ts';
import { claimAnonymousRequests } from '../auth/anonymous-requests.ts';
import type { Db } from '../db/client.ts';
import { type CarRequestView, carRequestView, carRequestViewsOf } from '../db/queries/car-requests.ts';
import { suggestedCars, type WantedCar, wantedFor } from './car-request-suggestions.ts';

/** The cars that come closest to `wanted` now, as the GraphQL Car's parent. */
export async function carSuggestions(db: Db, wanted: WantedCar): Promise<CarRecord[]> {
  const { rows, index } = await suggestedCars(catalogueFor(db), wanted);
  return carRecords(rows, index.lookups);
}

/** The cars that come closest now to what a stored request looks for. */
export async function suggestionsFor(db: Db, { request }: CarRequestView): Promise<CarRecord[]> {
  return carSuggestions(db, await wantedFor(db, { brandId: request.brandId, modelId: request.modelId, year: request.year, budget: request.budget }));
}

/** A request just written. */
export async function storedCarRequest(db: Db, id: string): Promise<CarRequestView> {
  const view = await carRequestView(db, id);
  if (!view) throw new Error(`The car request ${id} was not found after it was written`);
  return view;
}

/** The account's car requests, newest first, those left anonymously with its confirmed e-mail claimed first. */
export async function ownCarRequests(db: Db, userId: string): Promise<CarRequestView[]> {
  await claimAnonymousRequests(db, userId);
  return carRequestViewsOf(db, userId);
}
