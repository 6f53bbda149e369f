/** A model's usual categories, plus economy or luxury when the price says so. */
export function pickCategories(modelCategories: string[], price: number): string[] {
  const categories = new Set(modelCategories);
  if (price < 1_000_000) categories.add('economico');
  if (price > 3_500_000) {
    categories.add('lujo');
    categories.delete('economico');
  }
  return [...categories];
}
