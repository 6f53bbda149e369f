import { PUBLIC_STATUSES } from '../db/schema/cars.ts';

const publicStatuses: ReadonlySet<string> = new Set(PUBLIC_STATUSES);
/** A row read after the facet index was built may say its car is no longer shown. */
export const isListed = (car: { status: string }) => publicStatuses.has(car.status);

export type CarStatusSlug = 'AVAILABLE' | 'COMING_SOON' | 'NOT_AVAILABLE' | 'PENDING' | 'SOLD' | 'TO_REVIEW';

const STATUS_NAMES: Record<CarStatusSlug, string> = {
  AVAILABLE: 'Disponible',
  COMING_SOON: 'Próximamente',
  NOT_AVAILABLE: 'No disponible',
  PENDING: 'Reservado',
  SOLD: 'Vendido',
  TO_REVIEW: 'En revisión',
};

export const carStatus = (slug: CarStatusSlug) => ({ slug, name: STATUS_NAMES[slug] });
