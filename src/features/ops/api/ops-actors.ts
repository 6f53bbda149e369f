import { fromPromise } from 'xstate';
import { withSubmit } from '../../../../machines/form/form.machine';
import { roleGrantForm, roleGrantMachine } from '../../../../machines/role-grant/role-grant.machine';
import { roleRevokeMachine } from '../../../../machines/role-revoke/role-revoke.machine';
import { sellOfferForm, sellOfferMachine } from '../../../../machines/sell-offer/sell-offer.machine';
import { sellRequestListingMachine } from '../../../../machines/sell-request-listing/sell-request-listing.machine';
import { sellInspectionForm, sellInspectionMachine } from '../../../../machines/sell-inspection/sell-inspection.machine';
import { bulkPriceForm } from '../../../../machines/bulk-price/bulk-price-form';
import { bulkPriceMachine } from '../../../../machines/bulk-price/bulk-price.machine';
import { carPriceForm, carPriceMachine } from '../../../../machines/car-price/car-price.machine';
import { carStatusMachine } from '../../../../machines/car-status/car-status.machine';
import { carPicturesMachine } from '../../../../machines/car-pictures/car-pictures.machine';
import { changePicture, uploadPicture } from './pictures-query';
import { changePrices, previewPrices, setCarPrice, setCarStatus } from './inventory-query';
import { opsToasts } from './ops-toasts';
import { listSellRequestCar, makeOffer, recordInspection } from './queue-query';
import { grantRole, revokeRole } from './staff-query';

/** One request's offer, sent to the API; the card refetches the queue once it is made. */
export const sellOffer = sellOfferMachine.provide({ actors: { sellOfferForm: withSubmit(sellOfferForm, makeOffer) } });

/** One request's inspection report, sent to the API; the card refetches the queue once it is recorded. */
export const sellInspection = sellInspectionMachine.provide({ actors: { sellInspectionForm: withSubmit(sellInspectionForm, recordInspection) } });

/** One accepted request's car, entered through the API with this console's toast; the card adds the trip to the editor. */
export const sellRequestListing = sellRequestListingMachine.provide({
  actors: { listSellRequestCar: fromPromise(({ input }) => listSellRequestCar(input)) },
  actions: { announceFailure: ({ context }) => opsToasts.show(context.error) },
});

/** The grant form, sent to the API; the page adds the refetch of the staff list. */
export const roleGrant = roleGrantMachine.provide({ actors: { roleGrantForm: withSubmit(roleGrantForm, grantRole) } });

/** One role's revoke, sent to the API with this console's toast; the page adds the refetch. */
export const roleRevoke = roleRevokeMachine.provide({
  actors: { revokeRole: fromPromise(({ input }) => revokeRole(input)) },
  actions: { announceFailure: ({ context }) => opsToasts.show(context.error) },
});

/** One car's status move, sent to the API with this console's toast; the card adds the refetch. */
export const carStatus = carStatusMachine.provide({
  actors: { setCarStatus: fromPromise(({ input }) => setCarStatus(input)) },
  actions: { announceFailure: ({ context }) => opsToasts.show(context.error) },
});

/** One car's price box, sent to the API; the card adds the refetch. */
export const carPrice = carPriceMachine.provide({ actors: { form: withSubmit(carPriceForm, setCarPrice) } });

/** The bulk change: its form asks for the preview, its confirmation changes the prices; the page adds the refetch. */
export const bulkPrice = bulkPriceMachine.provide({
  actors: { bulkPriceForm: withSubmit(bulkPriceForm, previewPrices), changePrices: fromPromise(({ input }) => changePrices(input)) },
  actions: { announceFailure: ({ context }) => opsToasts.show(context.error) },
});

/** A car's pictures: uploads and changes sent to the API, a refused change in this console's toast; the page adds the refetch. */
export const carPictures = carPicturesMachine.provide({
  actors: { uploadPicture: fromPromise(({ input }) => uploadPicture(input)), changePicture: fromPromise(({ input }) => changePicture(input)) },
  actions: { announceFailure: ({ context }) => opsToasts.show(context.error) },
});
