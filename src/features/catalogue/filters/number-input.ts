const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** SPEC §5: number inputs keep digits only and show thousands separators. */
export const digitsOnly = (text: string): string => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 12);

export const withSeparators = (digits: string): string => (digits ? grouping.format(Number(digits)) : '');

/** An empty box means "no bound" here rather than 0, so clearing it lifts the limit. */
export const parseAmount = (text: string): number | undefined => {
  const digits = digitsOnly(text);
  return digits ? Number(digits) : undefined;
};
