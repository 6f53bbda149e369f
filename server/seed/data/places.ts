export const citySeeds = [
  { countryCode: 'DO', name: 'Santo Domingo', slug: 'santo-domingo' },
  { countryCode: 'DO', name: 'Santo Domingo Este', slug: 'santo-domingo-este' },
  { countryCode: 'DO', name: 'Santiago de los Caballeros', slug: 'santiago-de-los-caballeros' },
  { countryCode: 'DO', name: 'Punta Cana', slug: 'punta-cana' },
  { countryCode: 'DO', name: 'La Romana', slug: 'la-romana' },
  { countryCode: 'CO', name: 'Bogotá', slug: 'bogota' },
];

const weekdays = 'Monday to Friday 8:00am-6:00pm, Saturday 9:00am-2:00pm';

/**
 * Company spots; `share` is roughly the part of the stock each one holds. How many inspections one
 * hour's window holds is `spots.inspectors`, 1 by default; the operators change it as they hire.
 */
export const spotSeeds = [
  {
    city: 'santo-domingo',
    name: 'Ola Cars Piantini',
    slug: 'piantini',
    address: 'Av. Abraham Lincoln 1003, Piantini, Santo Domingo',
    latitude: 18.472_4,
    longitude: -69.939_1,
    phone: '+1 (809) 555-0110',
    share: 0.35,
  },
  {
    city: 'santo-domingo-este',
    name: 'Ola Cars Santo Domingo Este',
    slug: 'santo-domingo-este',
    address: 'Av. San Vicente de Paúl 45, Los Mina, Santo Domingo Este',
    latitude: 18.497_3,
    longitude: -69.849_6,
    phone: '+1 (809) 555-0120',
    share: 0.25,
  },
  {
    city: 'santiago-de-los-caballeros',
    name: 'Ola Cars Santiago',
    slug: 'santiago',
    address: 'Av. 27 de Febrero 78, Los Jardines Metropolitanos, Santiago de los Caballeros',
    latitude: 19.457_1,
    longitude: -70.688_9,
    phone: '+1 (809) 555-0130',
    share: 0.2,
  },
  {
    city: 'punta-cana',
    name: 'Ola Cars Punta Cana',
    slug: 'punta-cana',
    address: 'Av. Barceló, Plaza Veron, Bávaro, Punta Cana',
    latitude: 18.629_6,
    longitude: -68.408_5,
    phone: '+1 (809) 555-0140',
    share: 0.12,
  },
  {
    city: 'la-romana',
    name: 'Ola Cars La Romana',
    slug: 'la-romana',
    address: 'Av. Libertad 32, La Romana',
    latitude: 18.427_3,
    longitude: -68.972_8,
    phone: '+1 (809) 555-0150',
    share: 0.08,
  },
  // No `inspectors` here: the column's default (1) holds, and a seed written for an older schema still inserts.
].map((spot) => ({ ...spot, schedule: weekdays }));
