import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { inspect } from '../../../../lib/inspector';
import type { Sale } from '../api/sales-query';
import { sellOfferAnswer } from '../api/selling-actors';

/** Whether our offer waits for the seller: made, not answered, and within its 7 days at page load. */
export const offerWaits = (sale: Pick<Sale, 'status' | 'offer' | 'offerExpiresAt'>, now: number): boolean =>
  sale.status === 'PENDING' && sale.offer != null && sale.offerExpiresAt != null && Date.parse(sale.offerExpiresAt) > now;

/** The sale card's offer answer statechart, read through narrow selectors. */
export function useOfferAnswer(sale: Sale) {
  const [now] = useState(() => Date.now());
  const actor = useActorRef(sellOfferAnswer, { input: { id: sale.id, offerWaiting: offerWaits(sale, now) }, inspect });
  const asking = useSelector(actor, (snapshot) => (snapshot.matches('confirmingAccept') ? ('accept' as const) : snapshot.matches('confirmingReject') ? ('reject' as const) : null));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const answerable = useSelector(actor, (snapshot) => snapshot.can({ type: 'offer.accept' }));
  const answered = useSelector(actor, (snapshot) => snapshot.status === 'done');
  return { actor, asking, busy, answerable, answered };
}
