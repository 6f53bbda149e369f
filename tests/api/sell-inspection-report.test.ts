import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { bearer, codesOf, confirmedSession, testClock } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { catalogueCar, createMutation, sellInput, type SellRequest } from './support/sell-requests-client.ts';
import { staffSession } from './support/staff-client.ts';
import type { TestServer } from './support/test-server.ts';

// Issue 18 §3: the appraiser records what the inspection found, in the car editor's report format,
// and the car we buy is entered with it (decision 53).
// Monday 9 March 2026 in Santo Domingo: inspection windows from tomorrow on.
const clock = testClock(new Date('2026-03-09T10:15:00-04:00'));
const slot = (hour: number) => `2026-03-10T${String(hour).padStart(2, '0')}:00:00-04:00`;
const WHEELS = ['LEFT_FRONT', 'RIGHT_FRONT', 'LEFT_BACK', 'RIGHT_BACK'] as const;

let server: TestServer;
let appraiser: Record<string, string>;
let operator: Record<string, string>;
let spotId: string;
let points: string[];
let car: Awaited<ReturnType<typeof catalogueCar>>;
const db = () => server.database.db;
beforeAll(async () => {
  server = await startCatalogueServer(4, { auth: { now: clock.now } });
  appraiser = (await staffSession(server.url, db(), ['appraiser'])).headers;
  operator = (await staffSession(server.url, db(), ['operator'])).headers;
  spotId = String((await queryRows<{ id: number }>(db(), sql`select id from spots order by id limit 1`))[0]!.id);
  points = (await queryRows<{ slug: string }>(db(), sql`select slug from inspection_points order by area, position limit 2`)).map((row) => row.slug);
  car = await catalogueCar(db());
}, 120_000);
afterAll(() => server?.close());

const call = <Data>(query: string, input: unknown, headers: Record<string, string>) => postFrom<Data>(server.url, freshClientIp(), query, { headers, variables: { input } });

type Report = {
  inspectedAt: string;
  mileage: number | null;
  wheels: { position: string; treadDepthMm: number; brakePadMm: number }[];
  findings: { point: string; result: string; note: string }[];
};
const REPORT_FIELDS = 'inspectionReport { inspectedAt mileage recordedAt wheels { position treadDepthMm brakePadMm } findings { point result note } }';
const record = (input: unknown, headers = appraiser) =>
  call<{ recordSellInspection: { id: string; status: string; inspectionReport: Report } }>(
    `mutation r($input: RecordSellInspectionInput!) { recordSellInspection(input: $input) { id status ${REPORT_FIELDS} } }`,
    input,
    headers,
  );
const offer = (sellRequestId: string, amount: number) => call(`mutation o($input: SellOfferInput!) { makeSellOffer(input: $input) { id } }`, { sellRequestId, amount }, appraiser);
const respond = (sellRequestId: string, headers: Record<string, string>, accept = true) =>
  call(`mutation r($input: SellOfferResponseInput!) { respondToSellOffer(input: $input) { id } }`, { sellRequestId, accept }, headers);

const inspection = (treadDepthMm = 6.5) => ({
  inspectedAt: '2026-03-10',
  wheels: WHEELS.map((position, index) => ({ position, treadDepthMm: treadDepthMm - index * 0.5, brakePadMm: 9 })),
  findings: [
    { point: points[0]!, result: 'attention', note: 'Rayón profundo en la puerta trasera' },
    { point: points[1]!, result: 'repaired', note: 'Parachoques repintado' },
  ],
});

let hour = 7;
let plates = 0;
/** A seller's request at the next free hour of 10 March, with a plate no car has. */
async function sellerRequest() {
  const session = await confirmedSession(server.url, db());
  const headers = bearer(session.accessToken);
  hour += 1;
  plates += 1;
  const input = sellInput(car, spotId, slot(hour), { person: { name: 'Ana', lastName: 'Pérez', email: session.user.email, phone: '8095550123' } });
  input.car = { ...input.car, mileage: 48_200 + plates, licensePlate: `Y${String(Date.now() % 100_000).padStart(5, '0')}${plates}` };
  const created = await call<{ createSellRequest: SellRequest }>(createMutation, input, headers);
  expect(created.body.errors).toBeUndefined();
  return { headers, request: created.body.data!.createSellRequest };
}

describe('recordSellInspection', () => {
  it('stores the report for the request, staff and the owner read it back, and recording again replaces it with both in the audit', async () => {
    const { request, headers } = await sellerRequest();
    const answer = await record({ sellRequestId: request.id, inspection: inspection(), mileage: 51_000 });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.recordSellInspection.inspectionReport).toMatchObject({ ...inspection(), mileage: 51_000 });

    const queue = await call<{ staffSellRequests: { id: string; inspectionReport: Report | null }[] }>(`query q($input: String) { staffSellRequests(status: $input) { id ${REPORT_FIELDS} } }`, 'REQUESTED', appraiser);
    expect(queue.body.data!.staffSellRequests.find((each) => each.id === request.id)!.inspectionReport!.findings).toHaveLength(2);
    // The seller sees the findings their offer is based on; nobody else reads their request.
    const own = await call<{ selfSellRequests: { id: string; inspectionReport: Report | null }[] }>(`query { selfSellRequests { id ${REPORT_FIELDS} } }`, undefined, headers);
    expect(own.body.data!.selfSellRequests.find((each) => each.id === request.id)!.inspectionReport!.wheels).toHaveLength(4);
    const stranger = bearer((await confirmedSession(server.url, db())).accessToken);
    const theirs = await call<{ selfSellRequests: { id: string }[] }>('query { selfSellRequests { id } }', undefined, stranger);
    expect(theirs.body.data!.selfSellRequests.map((each) => each.id)).not.toContain(request.id);

    const again = await record({ sellRequestId: request.id, inspection: { ...inspection(4), findings: [] } });
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data!.recordSellInspection.inspectionReport).toMatchObject({ mileage: null, findings: [] });
    const rows = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from sell_request_inspections where sell_request_id = ${request.id}`);
    expect(rows[0]!.count).toBe(1);
    const audit = await queryRows<{ before: { inspection: { findings: unknown[] } } | null; after: { inspection: { findings: unknown[] }; mileage: number | null } }>(
      db(),
      sql`select before, after from audit_log where action = 'recordSellInspection' and subject_id = ${request.id} order by id`,
    );
    expect(audit).toHaveLength(2);
    expect(audit[0]!.before).toBeNull();
    expect(audit[1]!.before!.inspection.findings).toHaveLength(2);
    expect(audit[1]!.after).toMatchObject({ inspection: { findings: [] }, mileage: null });
  });

  it('refuses an invalid report with BAD_USER_INPUT naming each field, storing nothing', async () => {
    const { request } = await sellerRequest();
    const bad = {
      sellRequestId: request.id,
      mileage: -5,
      inspection: {
        inspectedAt: '10/03/2026',
        wheels: WHEELS.slice(0, 3).map((position) => ({ position, treadDepthMm: 13, brakePadMm: 2 })),
        findings: [{ point: points[0]!, result: 'ok', note: 'x' }],
      },
    };
    const refused = await record(bad);
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    const fields = (refused.body.errors![0]!.extensions as { errors: { field: string; message: string }[] }).errors;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'mileage', message: 'too_small' },
        { field: 'inspection.inspectedAt', message: 'invalid_date' },
        { field: 'inspection.wheels.0.treadDepthMm', message: 'too_large' },
        { field: 'inspection.wheels', message: 'four_wheels' },
        { field: 'inspection.findings.0.result', message: 'unknown_result' },
        { field: 'inspection.findings.0.note', message: 'too_short' },
      ]),
    );
    const unknownPoint = await record({ sellRequestId: request.id, inspection: { ...inspection(), findings: [{ point: 'no-such-point', result: 'attention', note: 'Nada' }] } });
    expect(unknownPoint.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'inspection.findings.0.point', message: 'unknown' }] });
    expect(codesOf(await record({ sellRequestId: '00000000-0000-4000-8000-000000000000', inspection: inspection() }))).toEqual(['NOT_FOUND']);
    const rows = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from sell_request_inspections where sell_request_id = ${request.id}`);
    expect(rows[0]!.count).toBe(0);
  });

  it('records while the offer is ours to make (REQUESTED, PENDING) and refuses once the seller answered', async () => {
    const { request, headers } = await sellerRequest();
    expect((await offer(request.id, 700_000)).body.errors).toBeUndefined();
    expect((await record({ sellRequestId: request.id, inspection: inspection() })).body.errors).toBeUndefined();
    expect((await respond(request.id, headers, false)).body.errors).toBeUndefined();
    expect(codesOf(await record({ sellRequestId: request.id, inspection: inspection(3) }))).toEqual(['SELL_REQUEST_CLOSED']);
    const [row] = await queryRows<{ report: { wheels: { treadDepthMm: number }[] } }>(db(), sql`select report from sell_request_inspections where sell_request_id = ${request.id}`);
    expect(row!.report.wheels[0]!.treadDepthMm).toBe(6.5);
  });

  it('is for appraisers and admins: a buyer and an operator are FORBIDDEN, a visitor UNAUTHENTICATED', async () => {
    const { request, headers } = await sellerRequest();
    expect(codesOf(await record({ sellRequestId: request.id, inspection: inspection() }, headers))).toEqual(['FORBIDDEN']);
    expect(codesOf(await record({ sellRequestId: request.id, inspection: inspection() }, operator))).toEqual(['FORBIDDEN']);
    expect(codesOf(await record({ sellRequestId: request.id, inspection: inspection() }, {}))).toEqual(['UNAUTHENTICATED']);
    const rows = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from sell_request_inspections where sell_request_id = ${request.id}`);
    expect(rows[0]!.count).toBe(0);
  });

  it('carries the recorded report and odometer into the car listSellRequestCar enters', async () => {
    const { request, headers } = await sellerRequest();
    expect((await record({ sellRequestId: request.id, inspection: inspection(), mileage: 52_400 })).body.errors).toBeUndefined();
    expect((await offer(request.id, 880_000)).body.errors).toBeUndefined();
    expect((await respond(request.id, headers)).body.errors).toBeUndefined();
    const listed = await call<{ listSellRequestCar: { id: string; mileage: number } }>('mutation l($input: ListSellRequestCarInput!) { listSellRequestCar(input: $input) { id mileage } }', { sellRequestId: request.id }, operator);
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data!.listSellRequestCar.mileage).toBe(52_400);
    const form = await call<{ staffCarForm: { inspection: Omit<Report, 'mileage'> } }>(
      'query f($input: ID!) { staffCarForm(carId: $input) { inspection { inspectedAt wheels { position treadDepthMm brakePadMm } findings { point result note } } } }',
      listed.body.data!.listSellRequestCar.id,
      operator,
    );
    expect(form.body.errors).toBeUndefined();
    const { inspectedAt, wheels, findings } = inspection();
    expect(form.body.data!.staffCarForm.inspection.inspectedAt).toBe(inspectedAt);
    expect(form.body.data!.staffCarForm.inspection.wheels).toEqual(expect.arrayContaining(wheels));
    expect(form.body.data!.staffCarForm.inspection.findings).toEqual(expect.arrayContaining(findings));
    expect(form.body.data!.staffCarForm.inspection.findings).toHaveLength(findings.length);
  });
});
