import type { financingPlans } from '../../db/schema/financing.ts';

export type FinancingPlanSeed = Omit<typeof financingPlans.$inferInsert, 'countryId'> & { countryCode: string };

/**
 * The Dominican plans (SPEC §9: loan terms in months and an interest rate). The company's own plan is
 * the default the calculators start with; the banks' plans send the buyer on to the bank's own site.
 * Rates are in the range Dominican banks advertise for used-car loans.
 */
export const OLA_FINANCIA = {
  countryCode: 'DO',
  slug: 'ola-financia',
  name: 'Ola Financia',
  lender: 'Ola Cars',
  annualRate: 12.9,
  minTermMonths: 12,
  maxTermMonths: 72,
  minDownPaymentPercent: 10,
  redirectUrl: null,
  isDefault: true,
} as const satisfies FinancingPlanSeed;

export const financingPlanSeeds: readonly FinancingPlanSeed[] = [
  OLA_FINANCIA,
  {
    countryCode: 'DO',
    slug: 'banco-popular-auto',
    name: 'Banco Popular Auto',
    lender: 'Banco Popular Dominicano',
    annualRate: 13.5,
    minTermMonths: 12,
    maxTermMonths: 60,
    minDownPaymentPercent: 20,
    redirectUrl: 'https://popularenlinea.com/personas/prestamos/prestamo-de-vehiculos',
    isDefault: false,
  },
  {
    countryCode: 'DO',
    slug: 'banreservas-vehiculos',
    name: 'Banreservas Vehículos',
    lender: 'Banreservas',
    annualRate: 11.95,
    minTermMonths: 24,
    maxTermMonths: 72,
    minDownPaymentPercent: 25,
    redirectUrl: 'https://www.banreservas.com/personas/prestamos/vehiculos',
    isDefault: false,
  },
];
