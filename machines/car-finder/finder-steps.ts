import { SLUG } from '../../common/filters/search-params';
import { schemaFromProblems } from '../form/form-schema';
import { type BodyStyleValues, type CategoryValues, MAX_CATEGORIES, type MileageValues, type Range, type RangeValues } from './finder-values';

// The finder's step schemas: problem codes the page words (required — SPEC §5 'Seleccione una opción' —,
// too_many, invalid, out_of_range, invalid_range — 'Debe ser un rango válido'). Local rules, since
// every value comes from a control offering only valid ones; the API checks RecommendationInput again.

const within = (value: number, bounds: Range) => Number.isInteger(value) && value >= bounds.min && value <= bounds.max;

/** Categoría: one to four categories; a fifth is refused. */
export const categoryStepSchema = schemaFromProblems<CategoryValues, string[]>(
  ({ categories }) => ({
    categories: categories.length === 0 ? 'required' : categories.length > MAX_CATEGORIES ? 'too_many' : categories.every((slug) => SLUG.test(slug)) ? undefined : 'invalid',
  }),
  ({ categories }) => [...new Set(categories)],
);

/** Segmento: a body style, or no preference (null); unanswered is ''. */
export const bodyStyleStepSchema = schemaFromProblems<BodyStyleValues, { bodyStyle: string | null }>(
  ({ bodyStyle }) => ({ bodyStyle: bodyStyle === '' ? 'required' : bodyStyle === null || SLUG.test(bodyStyle) ? undefined : 'invalid' }),
  ({ bodyStyle }) => ({ bodyStyle }),
);

/** Precio and Año: both ends within the catalogue's bounds, the lower not above the upper. */
export const rangeStepSchema = schemaFromProblems<RangeValues, Range>(
  ({ min, max, bounds }) => ({
    min: within(min, bounds) ? undefined : 'out_of_range',
    max: !within(max, bounds) ? 'out_of_range' : min > max ? 'invalid_range' : undefined,
  }),
  ({ min, max }) => ({ min, max }),
);

/** Kilometraje: the most miles the visitor accepts, within the catalogue's bounds. */
export const mileageStepSchema = schemaFromProblems<MileageValues, number>(
  ({ maxMileage, bounds }) => ({ maxMileage: within(maxMileage, bounds) ? undefined : 'out_of_range' }),
  ({ maxMileage }) => maxMileage,
);
