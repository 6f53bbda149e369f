import { queryOptions } from '@tanstack/react-query';
import type { SellRequestToEdit } from '../../../../machines/sell-edit/sell-edit-values';
import { gqlRequest } from '../../../graphql/client';
import type { SelfSellRequestsToEditQuery } from '../../../graphql/generated/graphql';
import { sellRequestsToEditDocument } from './edit-documents';

export type SaleToEdit = SelfSellRequestsToEditQuery['selfSellRequests'][number];

/**
 * The seller's requests as the edit page needs them. Personal data, in memory only; and never kept
 * after the page: its form starts from what this answers, so a visit must never start from a copy
 * older than the last save or a cancel made elsewhere.
 */
export const salesToEditQueryOptions = () =>
  queryOptions({
    queryKey: ['selfSellRequestsToEdit', {}] as const,
    queryFn: async (): Promise<readonly SaleToEdit[]> => (await gqlRequest(sellRequestsToEditDocument)).selfSellRequests,
    staleTime: 0,
    gcTime: 0,
  });

const text = (value: string | null | undefined) => value ?? '';

/** The page's starting point: the request's values as the form's text, its hour held, its quote. */
export function saleToEdit(sale: SaleToEdit): SellRequestToEdit {
  const { person, address } = sale;
  return {
    values: {
      id: sale.id,
      expectedPrice: String(Math.round(sale.expectedPrice)),
      expectedSaleDays: String(sale.expectedSaleDays),
      name: person.name,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      documentId: text(person.documentId),
      place: sale.place === 'HOME' ? 'HOME' : 'SPOT',
      spotId: sale.spot.id,
      sector: text(address?.sector),
      street: text(address?.street),
      number: text(address?.number),
      reference: text(address?.reference),
      latitude: address?.latitude ?? null,
      longitude: address?.longitude ?? null,
      slotStartsAt: sale.inspection.startsAt,
    },
    held: { spotId: sale.spot.id, startsAt: sale.inspection.startsAt },
    quote: sale.quote ?? null,
  };
}
