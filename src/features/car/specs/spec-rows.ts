import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CarDetail } from '../api/car-query';

type Specs = CarDetail['specs'];
type Unit = 'l' | 'hp' | 'lbft' | 'gal' | 'mm' | 'litres' | 'mpg' | 'count';

/** Every field of the car's specs, in reading order, with the unit its number is in. */
export const SPEC_ROWS: ReadonlyArray<{ key: keyof Specs; label: MessageDescriptor; unit: Unit }> = [
  { key: 'engineDisplacementL', label: msg`Cilindrada`, unit: 'l' },
  { key: 'cylinders', label: msg`Cilindros`, unit: 'count' },
  { key: 'horsepowerHp', label: msg`Potencia`, unit: 'hp' },
  { key: 'torqueLbFt', label: msg`Torque`, unit: 'lbft' },
  { key: 'cityMpg', label: msg`Consumo en ciudad`, unit: 'mpg' },
  { key: 'highwayMpg', label: msg`Consumo en carretera`, unit: 'mpg' },
  { key: 'tankCapacityGal', label: msg`Capacidad del tanque`, unit: 'gal' },
  { key: 'seats', label: msg`Asientos`, unit: 'count' },
  { key: 'doors', label: msg`Puertas`, unit: 'count' },
  { key: 'lengthMm', label: msg`Largo`, unit: 'mm' },
  { key: 'widthMm', label: msg`Ancho`, unit: 'mm' },
  { key: 'heightMm', label: msg`Alto`, unit: 'mm' },
  { key: 'wheelbaseMm', label: msg`Distancia entre ejes`, unit: 'mm' },
  { key: 'cargoCapacityL', label: msg`Capacidad de carga`, unit: 'litres' },
  { key: 'legRoomMm', label: msg`Espacio para las piernas`, unit: 'mm' },
  { key: 'headRoomMm', label: msg`Espacio para la cabeza`, unit: 'mm' },
];

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const UNIT_SUFFIX: Record<Unit, string> = { l: ' L', hp: ' hp', lbft: ' lb-ft', gal: ' gal', mm: ' mm', litres: ' L', mpg: ' mpg', count: '' };

/** '2.5 L', '1,840 mm'; unit symbols read the same in both languages. */
export const formatSpec = (value: number, unit: Unit): string => `${numberFormat.format(value)}${UNIT_SUFFIX[unit]}`;

/** Shows the first three and last two characters of a plate or VIN, enough to match papers without publishing it. */
export function maskIdentifier(value: string): string {
  if (value.length <= 5) return value;
  return `${value.slice(0, 3)}${'•'.repeat(value.length - 5)}${value.slice(-2)}`;
}
