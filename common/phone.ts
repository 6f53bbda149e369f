// Separators people type into phone numbers; a chat link needs bare digits.
const SEPARATORS = /[()\-\s]/g;
// Numbers of the North American plan (+1, as in the Dominican Republic) are shown without the
// country code, so the display rule yields the familiar '+809-555-1234' while links keep the full number.
const NORTH_AMERICAN = /^\+1(\d{10})$/;

/**
 * Display form '+XXX-XXX-XXXX': the first character stays, the characters after it are
 * split into groups of 3, 3 and the rest (SPEC §2). '+1 (809) 555-1234' → '+809-555-1234'.
 */
export function formatPhoneForDisplay(phone: string): string {
  const full = phone.replace(SEPARATORS, '');
  const compact = full.replace(NORTH_AMERICAN, '+$1');
  const [first = '', ...others] = compact;
  const rest = others.join('');
  const groups = [rest.slice(0, 3), rest.slice(3, 6), rest.slice(6)].filter(Boolean);
  return `${first}${groups.join('-')}`;
}

/** Digits only, as WhatsApp expects: brackets, hyphens, spaces and the plus are stripped. */
export function phoneForChat(phone: string): string {
  return phone.replace(SEPARATORS, '').replace('+', '');
}

export function whatsappChatLink(phone: string, text: string): string {
  return `https://wa.me/${phoneForChat(phone)}?text=${encodeURIComponent(text)}`;
}
