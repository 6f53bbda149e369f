import type { FormEvent } from '../form/form.machine';
import { fieldChange } from '../form/form-events';
import type { AddressValues } from './sell-values';

/** 'Use my location' answered: the coordinates, and the spot the page found nearest to them; or the browser refused. */
export type LocationEvent = { type: 'location.found'; latitude: number; longitude: number; nearestSpotId?: string } | { type: 'location.refused' };

/** What 'use my location' gave: the page says so clearly when the browser refused. */
export type LocationState = 'notAsked' | 'found' | 'refused';

/** What a found location changes in the address form: the coordinates, and the spot nearest to them. */
export function locationFieldChanges(event: Extract<LocationEvent, { type: 'location.found' }>): FormEvent[] {
  return [
    fieldChange<AddressValues, 'latitude'>('latitude', event.latitude),
    fieldChange<AddressValues, 'longitude'>('longitude', event.longitude),
    ...(event.nearestSpotId ? [fieldChange<AddressValues, 'spotId'>('spotId', event.nearestSpotId)] : []),
  ];
}
