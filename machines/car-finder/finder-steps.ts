import { recommendationSchema } from '../../common/validation/recommendation';
import { schemaFromProblems } from '../form/form-schema';
import type { BodyStyleValues, CategoryValues, MileageValues, Range, RangeValues } from './finder-values';

// The finder's step schemas. What the API checks too (a fifth category — too_many —, a slug too long,
// a range whose lower end is above its upper — min_above_max) is recommendCars' own schema
// (common/validation/recommendation.ts), asked of the step's part of the preferences; the finder
// adds what only the page knows: required (SPEC §5 'Seleccione una opción') and out_of_range, the
// catalogue's bounds the sliders move within.

/** The shared schema's first problem with each part of the preferences given, by the part's name. */
function sharedProblems(part: Parameters<typeof recommendationSchema.safeParse>[0]): Partial<Record<string, string>> {
  const result = recommendationSchema.safeParse(part);
  const problems: Partial<Record<string, string>> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

const within = (value: number, bounds: Range) => Number.isInteger(value) && value >= bounds.min && value <= bounds.max;

/** Categoría: one to four categories; a fifth is refused. */
export const categoryStepSchema = schemaFromProblems<CategoryValues, string[]>(
  ({ categories }) => ({ categories: categories.length === 0 ? 'required' : sharedProblems({ categories }).categories }),
  ({ categories }) => [...new Set(categories)],
);

/** Segmento: a body style, or no preference (null); unanswered is ''. */
export const bodyStyleStepSchema = schemaFromProblems<BodyStyleValues, { bodyStyle: string | null }>(
  ({ bodyStyle }) => ({ bodyStyle: bodyStyle === '' ? 'required' : sharedProblems({ bodyStyle }).bodyStyle }),
  ({ bodyStyle }) => ({ bodyStyle }),
);

/** Precio and Año: both ends within the catalogue's bounds, the lower not above the upper. */
export const rangeStepSchema = schemaFromProblems<RangeValues, Range>(
  ({ min, max, bounds }) => ({
    min: within(min, bounds) ? undefined : 'out_of_range',
    // Price and year ranges are ordered by the same rule: the price's is asked.
    max: within(max, bounds) ? sharedProblems({ price: { min, max } }).price : 'out_of_range',
  }),
  ({ min, max }) => ({ min, max }),
);

/** Kilometraje: the most miles the visitor accepts, within the catalogue's bounds. */
export const mileageStepSchema = schemaFromProblems<MileageValues, number>(
  ({ maxMileage, bounds }) => ({ maxMileage: within(maxMileage, bounds) ? undefined : 'out_of_range' }),
  ({ maxMileage }) => maxMileage,
);
