import { CAR_WHEELS, type CarInitialStatus, type InspectionResultToNote } from '../../common/car-editor';
import type { CarDescription, CarInspectionReport, CarPapers, CarSale, CarVehicle } from '../../common/validation/car-editor';

/**
 * What the operator types in each step of the car editor. Number boxes hold text (digits, maybe with
 * thousands separators; wheel figures with a decimal point): the step schemas turn them into the
 * numbers createCar and updateCar take.
 */
export type VehicleValues = { brand: string; model: string; year: string; trim: string; exteriorColor: string; interiorColor: string; countryVersion: string };
export type SaleValues = {
  spot: string;
  sellerType: '' | 'SPOT' | 'DEALER';
  certified: boolean;
  mileage: string;
  vin: string;
  licensePlate: string;
  keys: string;
  owners: string;
  price: string;
  hasOffer: boolean;
  offerOriginalPrice: string;
  offerLabelEs: string;
  offerLabelEn: string;
  offerBackgroundColor: string;
  offerTextColor: string;
};
export type PapersValues = { titleChecked: boolean; noOppositionChecked: boolean };
export type FindingValues = { point: string; result: InspectionResultToNote; note: string };
export type InspectionValues = { inspectedAt: string; findings: FindingValues[] } & Record<WheelField, string>;
/** The last step sends the whole car (see car-editor.machine.ts); a new car's status is chosen there. */
export type ReviewValues = { status: CarInitialStatus | ''; request: CarRequest | null };

export const WHEEL_FIELDS = CAR_WHEELS.flatMap((wheel) => [`tread_${wheel}`, `brake_${wheel}`] as const);
export type WheelField = (typeof WHEEL_FIELDS)[number];

export type CarEditorDraft = { vehicle: VehicleValues; sale: SaleValues; papers: PapersValues; inspection: InspectionValues; review: ReviewValues };
export type CarEditorParsed = { vehicle: CarVehicle | null; sale: CarSale | null; papers: CarPapers | null; inspection: CarInspectionReport | null };

/** The car as sent: a new one (carId null, with its status) or the one being edited. */
export type CarRequest = CarDescription & { carId: string | null };
/** What createCar and updateCar answer that the editor keeps: where the feature goes next. */
export type CarSaved = { id: string; slug: string };

export const emptyCarDraft = (today: string): CarEditorDraft => ({
  vehicle: { brand: '', model: '', year: '', trim: '', exteriorColor: '', interiorColor: '', countryVersion: '' },
  sale: {
    spot: '',
    sellerType: 'SPOT',
    certified: false,
    mileage: '',
    vin: '',
    licensePlate: '',
    keys: '2',
    owners: '1',
    price: '',
    hasOffer: false,
    offerOriginalPrice: '',
    offerLabelEs: '',
    offerLabelEn: '',
    offerBackgroundColor: '#d62828',
    offerTextColor: '#ffffff',
  },
  papers: { titleChecked: false, noOppositionChecked: false },
  inspection: { inspectedAt: today, findings: [], ...(Object.fromEntries(WHEEL_FIELDS.map((field) => [field, ''])) as Record<WheelField, string>) },
  review: { status: 'TO_REVIEW', request: null },
});

/** A car as the editor shows it to change it: its description, in what the boxes hold. */
export function draftOfCar(car: CarDescription, today: string): CarEditorDraft {
  const { vehicle, sale, papers, inspection } = car;
  const empty = emptyCarDraft(today);
  const wheels = Object.fromEntries(inspection.wheels.flatMap((wheel) => [[`tread_${wheel.position}`, String(wheel.treadDepthMm)], [`brake_${wheel.position}`, String(wheel.brakePadMm)]]));
  return {
    vehicle: { ...vehicle, year: String(vehicle.year), countryVersion: vehicle.countryVersion ?? '' },
    sale: {
      ...empty.sale,
      spot: sale.spot,
      sellerType: sale.sellerType,
      certified: sale.certified,
      mileage: String(sale.mileage),
      vin: sale.vin,
      licensePlate: sale.licensePlate,
      keys: String(sale.keys),
      owners: String(sale.owners),
      price: String(sale.price),
      ...(sale.offer && {
        hasOffer: true,
        offerOriginalPrice: String(sale.offer.originalPrice),
        offerLabelEs: sale.offer.labelEs,
        offerLabelEn: sale.offer.labelEn,
        offerBackgroundColor: sale.offer.backgroundColor,
        offerTextColor: sale.offer.textColor,
      }),
    },
    papers,
    inspection: { ...empty.inspection, ...wheels, inspectedAt: inspection.inspectedAt, findings: inspection.findings },
    review: { status: '', request: null },
  };
}

/** The car so far, once every step before the review was parsed. */
export function requestSoFar(parsed: CarEditorParsed, carId: string | null): CarRequest | null {
  const { vehicle, sale, papers, inspection } = parsed;
  return vehicle && sale && papers && inspection ? { carId, vehicle, sale, papers, inspection } : null;
}
