import { queryOptions } from '@tanstack/react-query';
import type { ActorRefFrom } from 'xstate';
import { type CarEditorCalls, carEditorWith } from '../../../../machines/car-editor/car-editor-calls';
import type { CarEditorDraft } from '../../../../machines/car-editor/car-editor-values';
import { draftOfCar } from '../../../../machines/car-editor/car-editor-values';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { wizardDraft } from '../../../../machines/wizard/wizard-draft';
import { type CatalogBrand } from '../../../components/car/car-catalog-query';
import { gqlRequest } from '../../../graphql/client';
import type { StaffCarOptionsQuery } from '../../../graphql/generated/graphql';
import { refusing } from '../../../lib/errors/call-failure';
import { createCarDocument, staffCarFormDocument, staffCarOptionsDocument, staffTrimDocument, updateCarDocument } from './car-editor-documents';

export type CarEditorCatalog = ReadonlyArray<CatalogBrand>;
export type CarEditorOptions = StaffCarOptionsQuery['staffCarOptions'];

/** Colours, spots, country versions and the checklist. */
export const carEditorOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['staffCarOptions', {}] as const, queryFn: async () => (await gqlRequest(staffCarOptionsDocument)).staffCarOptions, staleTime: 5 * 60_000 });

/** The trim chosen and what a car of it is; a trim does not change, so kept a while. */
export const trimDetailsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['staffTrim', { slug }] as const, queryFn: async () => (await gqlRequest(staffTrimDocument, { slug })).staffTrim, staleTime: 5 * 60_000 });

/** The car being edited, as the editor's boxes hold it; fetched afresh each time the page opens. */
export const carEditorDraftQueryOptions = (carId: string, today: string) =>
  queryOptions({
    queryKey: ['staffCarForm', { carId }] as const,
    queryFn: async (): Promise<CarEditorDraft> => {
      const { staffCarForm } = await gqlRequest(staffCarFormDocument, { carId });
      const { carId: _id, status: _status, ...car } = staffCarForm;
      return draftOfCar(car as Parameters<typeof draftOfCar>[0], today);
    },
    staleTime: 0,
  });

const carCalls: CarEditorCalls = {
  saveCar: ({ carId, status, ...car }) =>
    refusing(async () =>
      carId === null
        ? (await gqlRequest(createCarDocument, { input: { ...car, status: status ?? 'TO_REVIEW' } })).createCar
        : (await gqlRequest(updateCarDocument, { input: { ...car, carId } })).updateCar,
    ),
};

/** The editor with this console's save: a locked save stays locked for the visit. */
export const carEditor = carEditorWith(carCalls, visitLock('car-editor', () => sessionStorage));
export type CarEditorRef = ActorRefFrom<typeof carEditor>;

/** Each car's draft in this tab, a new car's under "new"; bump the version when the steps change shape. */
export const carEditorDraft = (carId: string | null) => wizardDraft(`car-editor:${carId ?? 'new'}`, 1, () => sessionStorage);
