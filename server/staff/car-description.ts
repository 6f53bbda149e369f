import { CAR_WHEELS } from '../../common/car-editor.ts';
import type { CarDescription } from '../../common/validation/car-editor.ts';
import type { Db } from '../db/client.ts';
import { carForEditor } from '../db/queries/car-editor.ts';

type EditorRow = NonNullable<Awaited<ReturnType<typeof carForEditor>>>;

const wheelColumns = {
  LEFT_FRONT: ['treadLeftFrontMm', 'brakeLeftFrontMm'],
  RIGHT_FRONT: ['treadRightFrontMm', 'brakeRightFrontMm'],
  LEFT_BACK: ['treadLeftBackMm', 'brakeLeftBackMm'],
  RIGHT_BACK: ['treadRightBackMm', 'brakeRightBackMm'],
} as const;

/** The car as the editor's input describes it: what updateCar would be sent to leave it as it is. */
function describe({ car, inspection, findings, title: _title, ...slugs }: EditorRow): CarDescription {
  return {
    vehicle: {
      brand: slugs.brandSlug,
      model: slugs.modelSlug,
      year: car.year,
      trim: slugs.trimSlug,
      exteriorColor: slugs.exteriorColorSlug,
      interiorColor: slugs.interiorColorSlug,
      countryVersion: slugs.countryVersionSlug,
    },
    sale: {
      spot: slugs.spotSlug,
      sellerType: car.sellerType,
      certified: car.certified,
      mileage: car.mileage,
      vin: car.vin,
      licensePlate: car.licensePlate,
      keys: car.keysCount,
      owners: car.ownersCount,
      price: car.listingPrice,
      offer: car.hasOffer
        ? {
            originalPrice: car.offerOriginalPrice!,
            labelEs: car.offerLabelTranslations?.es ?? car.offerLabel!,
            labelEn: car.offerLabelTranslations?.en ?? car.offerLabel!,
            backgroundColor: car.offerBackgroundColor!,
            textColor: car.offerTextColor!,
          }
        : null,
    },
    papers: { titleChecked: car.titleChecked, noOppositionChecked: car.noOppositionChecked },
    inspection: {
      inspectedAt: (inspection?.inspectedAt ?? car.createdAt).toISOString().slice(0, 10),
      wheels: CAR_WHEELS.map((position) => {
        const [tread, brake] = wheelColumns[position];
        return { position, treadDepthMm: inspection?.[tread] ?? 0, brakePadMm: inspection?.[brake] ?? 0 };
      }),
      findings: findings.map((finding) => ({ point: finding.point, result: finding.result === 'ok' ? 'repaired' : finding.result, note: finding.note })),
    },
  };
}

/** The car's description, status and title (brand, model, year), or undefined for an unknown id. */
export async function carDescription(db: Db, carId: number): Promise<{ status: string; title: string; description: CarDescription } | undefined> {
  const row = await carForEditor(db, carId);
  return row && { status: row.car.status, title: row.title, description: describe(row) };
}
