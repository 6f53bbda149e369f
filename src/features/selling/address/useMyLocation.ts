import type { SellWizardRef } from '../api/sell-actors';
import type { InspectionSpot } from '../api/sell-queries';
import { nearestSpot } from './nearest-spot';

/**
 * 'Usar mi ubicación': asks the browser, then tells the wizard where the seller is and which spot
 * is nearest; a refusal (or no geolocation at all) is told too, so the page can say to type the address.
 */
export function useMyLocation(wizard: SellWizardRef, spots: ReadonlyArray<InspectionSpot>) {
  return () => {
    if (!('geolocation' in navigator)) return wizard.send({ type: 'location.refused' });
    navigator.geolocation.getCurrentPosition(
      ({ coords: { latitude, longitude } }) => wizard.send({ type: 'location.found', latitude, longitude, nearestSpotId: nearestSpot(spots, { latitude, longitude })?.id }),
      () => wizard.send({ type: 'location.refused' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
}
