import type { Random } from '../random.ts';

// VIN letters exclude I, O and Q so they cannot be read as digits.
const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

function transliterate(character: string): number {
  if (/\d/.test(character)) return Number(character);
  return [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][
    'ABCDEFGHJKLMNPRSTUVWXYZ'.indexOf(character)
  ] as number;
}

/** The North American check digit (position 9), so VIN decoders accept the numbers. */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, character, index) => total + transliterate(character) * (VIN_WEIGHTS[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** A valid 17-character VIN; the serial comes from the car's number, which makes it unique. */
export function makeVin(random: Random, wmi: string, year: number, serial: number): string {
  const descriptor = Array.from({ length: 5 }, () => random.pick([...VIN_CHARACTERS])).join('');
  const yearCode = VIN_YEAR_CODES[(year - 2010) % VIN_YEAR_CODES.length] ?? 'A';
  const plant = random.pick([...VIN_CHARACTERS]);
  const draft = `${wmi}${descriptor}0${yearCode}${plant}${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** Dominican plates: a letter for the vehicle class and six digits (A private car, G jeepeta, L cargo). */
export function makePlate(bodyStyle: string, serial: number): string {
  const letter = ['muvsuv', 'jeep', 'minivan', 'van'].includes(bodyStyle)
    ? 'G'
    : ['pick-up', 'truck', 'cargo-van'].includes(bodyStyle)
      ? 'L'
      : 'A';
  // Multiplying by a number coprime with 10^6 spreads consecutive cars over the range without repeats.
  const digits = (serial * 7919 + 104_729) % 1_000_000;
  return `${letter}${String(digits).padStart(6, '0')}`;
}
