import type { AnyActorRef } from 'xstate';
import type { Coordinates } from '../../../common/coverage';
import type { LocationEvent, LocationState } from '../../../machines/sell/sell-location';
import { nearestSpot } from './nearest-spot';

/** A machine that takes 'use my location' (the sell wizard, the edit-selling page, a test drive) and says what it gave. */
export type LocationHostRef = Pick<AnyActorRef, 'subscribe'> & { send: (event: LocationEvent) => void; getSnapshot: () => { context: { location: LocationState } } };

/**
 * 'Usar mi ubicación': asks the browser, then tells the page's machine where the seller is and which spot
 * is nearest; a refusal (or no geolocation at all) is told too, so the page can say to type the address.
 */
export function useMyLocation(host: LocationHostRef, spots: ReadonlyArray<Coordinates & { id: string }>) {
  return () => {
    if (!('geolocation' in navigator)) return host.send({ type: 'location.refused' });
    navigator.geolocation.getCurrentPosition(
      ({ coords: { latitude, longitude } }) => host.send({ type: 'location.found', latitude, longitude, nearestSpotId: nearestSpot(spots, { latitude, longitude })?.id }),
      () => host.send({ type: 'location.refused' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
}
