import { slotTime } from '../../../components/slots/slot-time';

/** The parts of a drive its facts show, booked or about to be. */
export type DriveFacts = {
  startsAt: string;
  endsAt: string;
  place: string;
  spot: { name: string; address: string } | null;
  address: { sector: string; street: string; number: string } | null;
};

/** Where the drive happens, in words: the home address, or the spot's name and address. */
export const drivePlace = ({ place, address, spot }: DriveFacts) =>
  place === 'HOME' && address ? `${address.street} ${address.number}, ${address.sector}` : spot ? `${spot.name}, ${spot.address}` : '';

/** Its day and hour window in Santo Domingo, in the reader's language. */
export const driveTime = (locale: string, { startsAt, endsAt }: Pick<DriveFacts, 'startsAt' | 'endsAt'>) => ({
  day: slotTime(locale, startsAt, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  from: slotTime(locale, startsAt, { hour: 'numeric', minute: '2-digit' }),
  to: slotTime(locale, endsAt, { hour: 'numeric', minute: '2-digit' }),
});
