import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import type { GetTestDriveCarQuery } from '../../../graphql/generated/graphql';
import { testDriveCarDocument } from './test-drive-documents';

export type TestDriveCar = GetTestDriveCarQuery['getCar'];

// Never kept after the page: whether the car can still be driven is asked fresh on every visit.
export const testDriveCarQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['getTestDriveCar', { slug }], queryFn: async () => (await gqlRequest(testDriveCarDocument, { slug })).getCar, gcTime: 0 });

/** SPEC §4: only a listed car nobody holds can be driven; the flow says so instead of a calendar the API would refuse. */
export const canBeDriven = (car: TestDriveCar): boolean => car.status.slug === 'AVAILABLE' && !car.reserved;
