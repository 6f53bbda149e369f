/** Statuses a visitor may see: a sold car stays listed with its sold tag (SPEC §4). */
export const PUBLIC_STATUSES = ['AVAILABLE', 'COMING_SOON', 'PENDING', 'SOLD'] as const;
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
