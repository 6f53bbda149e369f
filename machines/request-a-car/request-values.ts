import type * as z from 'zod/mini';
import type { CarRequestInput, carRequestSpecsSchema } from '../../common/validation/car-request';
import type { PersonInput } from '../../common/validation/person';
import type { PersonValues } from '../sell/sell-values';
import type { CarRef } from '../wizard/car-ref';

/**
 * What the visitor types in request-a-car (SPEC §2: Especificaciones, Info personal, Resultados;
 * SPEC §3 Car request). Year and budget are number boxes holding text (digits, maybe with thousands
 * separators), read into numbers by the step schemas (request-steps.ts).
 */
export type SpecsValues = {
  brand: string;
  /** A model of that brand: the form starts it over when the brand changes. */
  model: string;
  year: string;
  budget: string;
  /** When the wizard started (ISO): the newest model year allowed is counted from it. Not a field on the page. */
  asOf: string;
};
export type { PersonValues };

/** The car asked for, as createCarRequest's schema reads it: catalogue slugs, whole year and pesos. */
export type CarRequestSpecs = z.output<ReturnType<typeof carRequestSpecsSchema>>;
/** CONTRACT's CreateCarRequestInput, as its schema reads it. */
export type { CarRequestInput };

/** The send carries the request the two steps parsed: the results step has nothing to type. */
export type SendValues = { request: CarRequestInput | null };

export type RequestDraft = { specs: SpecsValues; person: PersonValues };
export type RequestParsed = { specs: CarRequestSpecs | null; person: PersonInput | null };

/** What createCarRequest answers: the stored request and the cars it matched (CONTRACT's CarRequest). */
export type CarRequestCreated = { id: string; suggestedCars: CarRef[] };

/** 'Find me a similar one' on a car page: that car's brand, model, year and price start the specs. */
export type SimilarCar = { brand: string; model: string; year: number; price: number };

export const specsValuesOf = (asOf: string, car?: SimilarCar): SpecsValues => ({
  brand: car?.brand ?? '',
  model: car?.model ?? '',
  year: car ? String(car.year) : '',
  // Whole pesos: the box reads digits only.
  budget: car ? String(Math.round(car.price)) : '',
  asOf,
});

export const requestSoFar = ({ specs, person }: RequestParsed): CarRequestInput | null => (specs && person ? { ...specs, person } : null);
