/**
 * SPEC §5 number boxes: digits shown with thousands separators as they are typed. Anything else
 * typed is left as it is, so the step's check can say 'Solo se permiten números'.
 */
export function withThousands(text: string): string {
  if (!/^[\d,]*$/.test(text)) return text;
  const digits = text.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
