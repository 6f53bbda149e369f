import type { ActorRefFrom } from 'xstate';
import { sellEditWith } from '../../../../machines/sell-edit/sell-edit-calls';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { gqlRequest } from '../../../graphql/client';
import { refusing } from '../../../lib/errors/call-failure';
import { sellCalls } from '../api/sell-actors';
import { updateSellRequestDocument } from './edit-documents';

/** The edit-selling page's machine with this app's calls: the wizard's calendar call, and the save. */
export const sellEdit = sellEditWith(
  {
    fetchSlots: sellCalls.fetchSlots,
    updateSellRequest: (input) => refusing(async () => (await gqlRequest(updateSellRequestDocument, { input })).updateSellRequest),
  },
  visitLock('sell-edit', () => sessionStorage),
);

export type SellEditRef = ActorRefFrom<typeof sellEdit>;
