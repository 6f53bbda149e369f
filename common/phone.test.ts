import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, phoneForChat, whatsappChatLink } from './phone';

describe('formatPhoneForDisplay', () => {
  it('splits the characters after the first into 3, 3 and the rest', () => {
    expect(formatPhoneForDisplay('+8095551234')).toBe('+809-555-1234');
    expect(formatPhoneForDisplay('+573001234567')).toBe('+573-001-234567');
  });

  it('shows North American numbers without their +1 country code', () => {
    expect(formatPhoneForDisplay('+1 (809) 555-1234')).toBe('+809-555-1234');
    expect(formatPhoneForDisplay('+18095551234')).toBe('+809-555-1234');
  });

  it('ignores the separators already in the stored number', () => {
    expect(formatPhoneForDisplay('+(809) 555-1234')).toBe('+809-555-1234');
  });

  it('does not leave dangling hyphens on short numbers', () => {
    expect(formatPhoneForDisplay('+809')).toBe('+809');
    expect(formatPhoneForDisplay('')).toBe('');
  });
});

describe('whatsappChatLink', () => {
  it('strips brackets, hyphens, spaces and the plus from the number', () => {
    expect(phoneForChat('+1 (809) 555-1234')).toBe('18095551234');
  });

  it('encodes the prefilled text', () => {
    expect(whatsappChatLink('+1 (809) 555-1234', 'Hola Ola Cars')).toBe('https://wa.me/18095551234?text=Hola%20Ola%20Cars');
  });
});
