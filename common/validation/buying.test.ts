import { describe, expect, it } from 'vitest';
import { financingQuoteSchema, prequalifySchema } from './financing';
import { reserveCarSchema, startPurchaseSchema } from './purchase';
import { scheduleTestDriveSchema, testDriveContactSchema } from './test-drive';

const codes = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const person = { name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '8095550123', documentId: '00112345678' };

describe('buying input schemas', () => {
  it('asks the pre-test-drive form for the cédula and the salary (SPEC §5)', () => {
    expect(codes(testDriveContactSchema.safeParse({ person: { ...person, documentId: '' }, monthlySalary: undefined }))).toEqual({
      'person.documentId': 'required',
      monthlySalary: 'required',
    });
    expect(testDriveContactSchema.safeParse({ person, monthlySalary: 45_000 }).success).toBe(true);
  });

  it('needs an address for a drive at home', () => {
    const drive = { carId: '7', slotStartsAt: '2030-01-07T09:00:00-04:00', person, monthlySalary: 45_000 };
    expect(codes(scheduleTestDriveSchema.safeParse({ ...drive, place: 'HOME' }))).toEqual({ address: 'required' });
    expect(scheduleTestDriveSchema.safeParse({ ...drive, place: 'SPOT' }).success).toBe(true);
  });

  it('takes a card token and a known purchase method only', () => {
    expect(codes(reserveCarSchema.safeParse({ carId: '7', paymentToken: ' ' }))).toEqual({ paymentToken: 'required' });
    expect(codes(startPurchaseSchema.safeParse({ carId: '7', method: 'BARTER' }))).toEqual({ method: 'invalid_option' });
  });

  it('keeps a loan within its terms and the down payment below the price', () => {
    expect(codes(financingQuoteSchema.safeParse({ price: 1_000_000, downPayment: 1_000_000, termMonths: 80 }))).toEqual({ termMonths: 'too_large', downPayment: 'too_large' });
  });

  it('refuses a working-since month in the future', () => {
    const input = { person, workplace: 'Banco', monthlySalary: 80_000, otherIncome: 0, downPayment: 300_000 };
    const now = new Date('2026-11-25T12:00:00Z');
    expect(codes(prequalifySchema(now).safeParse({ ...input, workingSince: '2026-12' }))).toEqual({ workingSince: 'in_the_future' });
    expect(codes(prequalifySchema(now).safeParse({ ...input, workingSince: '2026-13' }))).toEqual({ workingSince: 'invalid_month' });
    expect(prequalifySchema(now).safeParse({ ...input, workingSince: '2019-04' }).success).toBe(true);
  });
});
