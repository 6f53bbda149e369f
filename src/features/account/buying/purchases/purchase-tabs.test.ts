import { describe, expect, it } from 'vitest';
import type { Purchase } from '../api/purchases-query';
import { isPurchaseTab, purchasesOfTab, purchaseStanding } from './purchase-tabs';

const purchase = (id: string, view: string, status: string) => ({ id, view, status }) as Purchase;

describe('purchase tabs', () => {
  const purchases = [purchase('1', 'IN_PROGRESS', 'RESERVED'), purchase('2', 'COMPLETE', 'CANCELED'), purchase('3', 'ARCHIVE', 'EXPIRED'), purchase('4', 'IN_PROGRESS', 'IN_PROGRESS')];

  it('shows each purchase in the tab of its view, in the order the API gave', () => {
    expect(purchasesOfTab(purchases, 'in-progress')?.map((each) => each.id)).toEqual(['1', '4']);
    expect(purchasesOfTab(purchases, 'complete')?.map((each) => each.id)).toEqual(['2']);
    expect(purchasesOfTab(purchases, 'archive')?.map((each) => each.id)).toEqual(['3']);
    expect(purchasesOfTab(undefined, 'archive')).toBeUndefined();
  });

  it('knows its own tab names only', () => {
    expect(['in-progress', 'complete', 'archive', 'IN_PROGRESS', 'upcoming'].filter(isPurchaseTab)).toEqual(['in-progress', 'complete', 'archive']);
  });

  it('lets a reservation or a purchase under way be cancelled, and an archived one only be restored', () => {
    expect(purchaseStanding(purchase('1', 'IN_PROGRESS', 'RESERVED'))).toBe('open');
    expect(purchaseStanding(purchase('4', 'IN_PROGRESS', 'IN_PROGRESS'))).toBe('open');
    expect(purchaseStanding(purchase('5', 'COMPLETE', 'COMPLETED'))).toBe('closed');
    expect(purchaseStanding(purchase('2', 'COMPLETE', 'CANCELED'))).toBe('closed');
    expect(purchaseStanding(purchase('3', 'ARCHIVE', 'RESERVED'))).toBe('archived');
  });
});
