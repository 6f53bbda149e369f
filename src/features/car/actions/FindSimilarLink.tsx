import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { REQUEST_A_CAR } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import type { CarDetail } from '../api/car-query';

/** Opens the request-a-car form already filled with this car's brand, model, year and price as the budget. */
export function FindSimilarLink({ car, emphasised, className }: { car: CarDetail; emphasised: boolean; className?: string }) {
  const search = { brand: car.brand.slug, model: car.carModel.slug, year: car.year, budget: Math.round(car.listingPrice) };
  return (
    <Link to={REQUEST_A_CAR} search={search} className={buttonClassName({ variant: emphasised ? 'primary' : 'secondary' }, className)}>
      <Trans>Encuéntrame uno similar</Trans>
    </Link>
  );
}
