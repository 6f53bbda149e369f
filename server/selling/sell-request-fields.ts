import type { AddressInput } from '../../common/validation/address.ts';
import type { PersonInput } from '../../common/validation/person.ts';
import type { InspectionPlace } from '../../common/validation/selling-slots.ts';
import { spotIdOf } from '../catalogue/car-id.ts';
import type { Db } from '../db/client.ts';
import { type SellRequestChanges, spotForRequest } from '../db/queries/sell-requests.ts';
import { InvalidInput } from '../domain-errors.ts';
import { visitAddressColumns } from './coverage.ts';

/** The chosen spot, or InvalidInput on spotId when no spot has that id. */
export async function chosenSpot(db: Db, rawSpotId: string) {
  const id = spotIdOf(rawSpotId);
  const spot = id === undefined ? undefined : await spotForRequest(db, id);
  if (id === undefined || !spot) throw new InvalidInput([{ field: 'spotId', message: 'unknown' }], 'No spot has this id.');
  return { id, ...spot };
}

export type ChosenSpot = Awaited<ReturnType<typeof chosenSpot>>;

/** InvalidInput from a nested part of the input names its fields from the input's root ('car.brand'). */
export function underField<T>(prefix: string, work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (error instanceof InvalidInput) throw new InvalidInput(error.fields.map(({ field, message }) => ({ field: `${prefix}.${field}`, message })), error.message);
    throw error;
  });
}

interface PersonAndPlace {
  person: PersonInput;
  place: InspectionPlace;
  address?: AddressInput | null | undefined;
}

/** The columns of the person, the place and its coverage; a spot inspection keeps no address. */
export function personAndPlaceColumns({ person, place, address }: PersonAndPlace, spot: ChosenSpot): SellRequestChanges {
  return {
    email: person.email.toLowerCase(),
    name: person.name,
    lastName: person.lastName,
    phone: person.phone,
    documentId: person.documentId ?? null,
    place,
    spotId: spot.id,
    ...visitAddressColumns(place, address, spot),
  };
}
