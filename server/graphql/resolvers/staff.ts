import { limitMutation } from '../../abuse/limit-mutation.ts';
import { answerLeadSchema, assignLeadSchema, leadRefSchema, staffLeadsSchema } from '../../../common/validation/leads.ts';
import { bulkPriceSchema, carPictureRefSchema, carPriceChangeSchema, carStatusChangeSchema, moveCarPictureSchema, roleChangeSchema, sellOfferSchema, staffCarPicturesSchema, staffCarsSchema, staffListingStatusesSchema } from '../../../common/validation/staff.ts';
import { carIdOf } from '../../catalogue/car-id.ts';
import { carRecords } from '../../catalogue/car-record.ts';
import { CAR_STATUS_NAMES } from '../../../common/inventory.ts';
import { parseListingRequest } from '../../catalogue/listing-request.ts';
import { catalogueFor } from '../../catalogue/registry.ts';
import type { Db } from '../../db/client.ts';
import { auditEntries } from '../../db/queries/audit-log.ts';
import { carsByIds } from '../../db/queries/cars.ts';
import { sellRequestView, sellRequestViewsByInspection, type SellRequestStatus } from '../../db/queries/sell-requests.ts';
import { rolesOf, staffMemberRows } from '../../db/queries/staff-roles.ts';
import { userById } from '../../db/queries/users.ts';
import { makeSellOffer } from '../../selling/sell-offer.ts';
import { SELL_REQUEST_TRANSITIONS } from '../../selling/sell-request-status.ts';
import { recordChange } from '../../staff/audit.ts';
import { changePrices, previewPriceChange, type PriceChange } from '../../staff/bulk-price.ts';
import { answerLead, assignLead, setLeadStatus } from '../../staff/lead-handling.ts';
import { leadById, staffLeads } from '../../staff/leads-inbox.ts';
import { opsDashboard } from '../../staff/ops-dashboard.ts';
import { CAR_STATUS_TRANSITIONS, isCarStatus } from '../../staff/car-status.ts';
import { setCarPrice, setCarStatus } from '../../staff/inventory-changes.ts';
import { carNumberOf, moveCarPicture, removeCarPicture, setMainCarPicture } from '../../staff/car-pictures.ts';
import { picturesOfCar } from '../../db/queries/car-pictures.ts';
import { removePictureFiles } from '../../media/uploads/picture-files.ts';
import { staffCars } from '../../staff/staff-cars.ts';
import { grantRole, revokeRole } from '../../staff/staff-members.ts';
import { badUserInput, notFound } from '../errors.ts';
import type { Resolvers, ResolversTypes } from '../generated/resolvers.ts';
import { parseInput } from '../parse-input.ts';
import { toSellRequest } from '../sell-request-payload.ts';
import { requireStaff } from '../staff-access.ts';
import { toUser } from '../user-payload.ts';

const AUDIT_PAGE = 50;

async function userOf(db: Db, id: string): Promise<ResolversTypes['User']> {
  const user = await userById(db, id);
  if (!user) throw new Error(`The user ${id} vanished after a role change`);
  return toUser(user);
}

export async function carOf(db: Db, carId: string): Promise<ResolversTypes['Car']> {
  const [row] = await carsByIds(db, [carIdOf(carId)!]);
  if (!row) throw notFound('No car has this id.');
  return carRecords([row], (await catalogueFor(db).index()).lookups)[0]!;
}

export async function sellRequestOf(db: Db, id: string): Promise<ResolversTypes['SellRequest']> {
  const view = await sellRequestView(db, id);
  if (!view) throw new Error(`The sell request ${id} was not found after it was written`);
  return toSellRequest(view);
}

/** Each change with its car, in the order of the ids asked for. */
async function withCars(db: Db, changes: PriceChange[]): Promise<ResolversTypes['PriceChange'][]> {
  const rows = new Map((await carsByIds(db, changes.map((change) => change.carId))).map((row) => [row.id, row]));
  const lookups = (await catalogueFor(db).index()).lookups;
  return changes.map((change) => ({ car: carRecords([rows.get(change.carId)!], lookups)[0]!, oldPrice: change.oldPrice, newPrice: change.newPrice }));
}

/** The cars of `ids` in that order (the list's newest first). */
async function carsInOrder(db: Db, ids: number[]): Promise<ResolversTypes['Car'][]> {
  const rows = new Map((await carsByIds(db, ids)).map((row) => [row.id, row]));
  const lookups = (await catalogueFor(db).index()).lookups;
  return carRecords(ids.flatMap((id) => rows.get(id) ?? []), lookups);
}

async function leadOf(db: Db, id: string): Promise<ResolversTypes['StaffLead']> {
  const lead = await leadById(db, id);
  if (!lead) throw new Error(`The lead ${id} vanished after a change`);
  return lead;
}

/** The car's pictures as the console lists them; NOT_FOUND for a car that does not exist. */
async function picturesOf(db: Db, carId: number): Promise<ResolversTypes['StaffCarPicture'][]> {
  const [car] = await carsByIds(db, [carId]);
  if (!car) throw notFound('No car has this id.');
  return (await picturesOfCar(db, carId)).map((row) => ({ ...row, id: String(row.id) }));
}

const isSellStatus = (status: string): status is SellRequestStatus => status in SELL_REQUEST_TRANSITIONS;

export const staffResolvers: Resolvers = {
  User: {
    roles: (user, _args, { db }) => rolesOf(db, String(user.id)),
  },
  Car: {
    // CAR_STATUS_TRANSITIONS is the one place the moves live; the console offers only these.
    nextStatuses: (car) => (isCarStatus(car.status) ? [...CAR_STATUS_TRANSITIONS[car.status]] : []),
  },
  Query: {
    async staffMembers(_parent, _args, context) {
      await requireStaff(context, 'staffMembers');
      const rows = await staffMemberRows(context.db);
      return Promise.all(rows.map((row) => userOf(context.db, row.id)));
    },
    async auditLog(_parent, { subjectType, subjectId, before }, context) {
      await requireStaff(context, 'auditLog');
      const beforeId = before == null ? undefined : Number(before);
      if (beforeId !== undefined && !Number.isSafeInteger(beforeId)) throw badUserInput([{ field: 'before', message: 'invalid' }]);
      const rows = await auditEntries(context.db, { subjectType: subjectType ?? undefined, subjectId: subjectId ?? undefined, beforeId, limit: AUDIT_PAGE });
      return rows.map((row) => ({
        id: String(row.id),
        actorEmail: row.actorEmail,
        action: row.action,
        subjectType: row.subjectType,
        subjectId: row.subjectId,
        before: row.before === null ? null : JSON.stringify(row.before),
        after: row.after === null ? null : JSON.stringify(row.after),
        at: row.at.toISOString(),
      }));
    },
    async staffSellRequests(_parent, { status }, context) {
      const actor = await requireStaff(context, 'staffSellRequests');
      if (status != null && !isSellStatus(status)) throw badUserInput([{ field: 'status', message: 'unknown_status' }]);
      const views = await sellRequestViewsByInspection(context.db, status ?? undefined);
      // SECURITY.md row 11: sellers' names, e-mails and phones were shown, to whom and when.
      await recordChange(context.db, actor, { action: 'staffSellRequests', subject: { type: 'sell_request', id: status ?? 'ALL' }, before: null, after: { shown: views.map((view) => view.request.id) } });
      return views.map(toSellRequest);
    },
    async staffInventory(_parent, args, context) {
      await requireStaff(context, 'staffInventory');
      const filter = parseInput(staffCarsSchema, { status: args.status ?? undefined, search: args.search ?? undefined, after: args.after ?? undefined }, 'The inventory filter is invalid.');
      // No audit entry: the list shows cars and prices, no one's personal data (SECURITY.md row 11).
      const page = await staffCars(context.db, filter);
      return { count: page.count, cars: await carsInOrder(context.db, page.ids), nextCursor: page.nextCursor };
    },
    async staffCars(_parent, { filter, status }, context) {
      await requireStaff(context, 'staffCars');
      const asked = parseInput(staffListingStatusesSchema, { status: status ?? undefined }, 'The statuses are invalid.').status;
      const request = { ...parseListingRequest(filter), statuses: asked && asked.length > 0 ? [...new Set(asked)] : [...CAR_STATUS_NAMES] };
      // No audit entry: the listing shows cars and prices, no one's personal data (SECURITY.md row 11).
      const catalogue = catalogueFor(context.db);
      const listing = await catalogue.list(request);
      return { ...listing, cars: carRecords(await catalogue.carsInOrder(listing.carIds, { everyStatus: true }), listing.lookups) };
    },
    async previewPriceChange(_parent, { input }, context) {
      await requireStaff(context, 'previewPriceChange');
      const change = parseInput(bulkPriceSchema, input, 'The price change is invalid.');
      return withCars(context.db, await previewPriceChange(context.db, change.carIds, change));
    },
    async opsDashboard(_parent, _args, context) {
      const actor = await requireStaff(context, 'opsDashboard');
      // Counts only, aggregated in SQL: nobody's personal data is shown, so no audit entry is due (SECURITY.md row 11).
      return opsDashboard(context.db, await rolesOf(context.db, actor.userId!), context.auth.now());
    },
    async staffLeads(_parent, args, context) {
      const actor = await requireStaff(context, 'staffLeads');
      const filter = parseInput(staffLeadsSchema, { kind: args.kind ?? undefined, status: args.status ?? undefined, after: args.after ?? undefined }, 'The inbox filter is invalid.');
      // SECURITY.md row 11: names, e-mails and phones are shown; staffLeads writes who saw which.
      return staffLeads(context.db, actor, filter);
    },
    async staffCarPictures(_parent, args, context) {
      await requireStaff(context, 'staffCarPictures');
      const { carId } = parseInput(staffCarPicturesSchema, args, 'The car is invalid.');
      // Pictures only, nobody's personal data: no audit entry is due (SECURITY.md row 11).
      return picturesOf(context.db, carNumberOf(carId));
    },
  },
  Mutation: {
    async changePrices(_parent, { input }, context) {
      const actor = await requireStaff(context, 'changePrices');
      await limitMutation(context, 'changePrices');
      const change = parseInput(bulkPriceSchema, input, 'The price change is invalid.');
      return withCars(context.db, await changePrices(context.db, actor, change.carIds, change));
    },
    async grantRole(_parent, { input }, context) {
      const actor = await requireStaff(context, 'grantRole');
      await limitMutation(context, 'grantRole');
      const change = parseInput(roleChangeSchema, input, 'The role change is invalid.');
      return userOf(context.db, await grantRole(context.db, actor, change));
    },
    async revokeRole(_parent, { input }, context) {
      const actor = await requireStaff(context, 'revokeRole');
      await limitMutation(context, 'revokeRole');
      const change = parseInput(roleChangeSchema, input, 'The role change is invalid.');
      return userOf(context.db, await revokeRole(context.db, actor, change));
    },
    async setCarStatus(_parent, { input }, context) {
      const actor = await requireStaff(context, 'setCarStatus');
      await limitMutation(context, 'setCarStatus');
      const change = parseInput(carStatusChangeSchema, input, 'The status change is invalid.');
      await setCarStatus(context.db, actor, change.carId, change.status);
      return carOf(context.db, change.carId);
    },
    async setCarPrice(_parent, { input }, context) {
      const actor = await requireStaff(context, 'setCarPrice');
      await limitMutation(context, 'setCarPrice');
      const change = parseInput(carPriceChangeSchema, input, 'The price is invalid.');
      await setCarPrice(context.db, actor, change.carId, change.basePrice);
      return carOf(context.db, change.carId);
    },
    async makeSellOffer(_parent, { input }, context) {
      const actor = await requireStaff(context, 'makeSellOffer');
      await limitMutation(context, 'makeSellOffer');
      const offer = parseInput(sellOfferSchema, input, 'The offer is invalid.');
      await makeSellOffer(context.db, actor, offer, { now: context.auth.now(), publicUrl: context.auth.publicUrl });
      return sellRequestOf(context.db, offer.sellRequestId);
    },
    async assignLead(_parent, { input }, context) {
      const actor = await requireStaff(context, 'assignLead');
      await limitMutation(context, 'assignLead');
      const change = parseInput(assignLeadSchema, input, 'The assignment is invalid.');
      await assignLead(context.db, actor, change.leadId, change.email);
      return leadOf(context.db, change.leadId);
    },
    async answerLead(_parent, { input }, context) {
      const actor = await requireStaff(context, 'answerLead');
      await limitMutation(context, 'answerLead');
      const answer = parseInput(answerLeadSchema, input, 'The answer is invalid.');
      await answerLead(context.db, actor, answer.leadId, answer.message, { now: context.auth.now(), publicUrl: context.auth.publicUrl });
      return leadOf(context.db, answer.leadId);
    },
    async closeLead(_parent, { input }, context) {
      const actor = await requireStaff(context, 'closeLead');
      await limitMutation(context, 'closeLead');
      const { leadId } = parseInput(leadRefSchema, input, 'The lead is invalid.');
      await setLeadStatus(context.db, actor, leadId, 'CLOSED', context.auth.now());
      return leadOf(context.db, leadId);
    },
    async reopenLead(_parent, { input }, context) {
      const actor = await requireStaff(context, 'reopenLead');
      await limitMutation(context, 'reopenLead');
      const { leadId } = parseInput(leadRefSchema, input, 'The lead is invalid.');
      await setLeadStatus(context.db, actor, leadId, 'OPEN', context.auth.now());
      return leadOf(context.db, leadId);
    },
    async removeCarPicture(_parent, { input }, context) {
      const actor = await requireStaff(context, 'removeCarPicture');
      await limitMutation(context, 'removeCarPicture');
      const { pictureId } = parseInput(carPictureRefSchema, input, 'The picture is invalid.');
      const { carId, unusedBasePath } = await removeCarPicture(context.db, actor, pictureId);
      // After the commit: a failed delete leaves a file nobody links to, never a link without its file.
      if (unusedBasePath) await removePictureFiles(context.pictureStore, unusedBasePath);
      return picturesOf(context.db, carId);
    },
    async moveCarPicture(_parent, { input }, context) {
      const actor = await requireStaff(context, 'moveCarPicture');
      await limitMutation(context, 'moveCarPicture');
      const move = parseInput(moveCarPictureSchema, input, 'The move is invalid.');
      return picturesOf(context.db, await moveCarPicture(context.db, actor, move.pictureId, move.position));
    },
    async setMainCarPicture(_parent, { input }, context) {
      const actor = await requireStaff(context, 'setMainCarPicture');
      await limitMutation(context, 'setMainCarPicture');
      const { pictureId } = parseInput(carPictureRefSchema, input, 'The picture is invalid.');
      return picturesOf(context.db, await setMainCarPicture(context.db, actor, pictureId));
    },
  },
};
