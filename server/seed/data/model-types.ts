import { slugify } from '../slug.ts';

export type Drive = 'fwd' | 'rwd' | 'awd' | '4wd' | '2wd';
export type Transmission = 'automatica' | 'manual' | 'hibrida';
export type Fuel = 'gasolina' | 'diesel' | 'hibrido' | 'electrico';

export const driveSlugs: Record<Drive, string> = {
  fwd: 'traccion-delantera-fwd',
  rwd: 'traccion-trasera-rwd',
  awd: 'traccion-en-todas-las-ruedas-awd',
  '4wd': 'traccion-trasera-y-delantera-4wd',
  '2wd': 'traccion-en-dos-ruedas-2wd',
};

/** One version of a model; `level` 0 is the entry trim, 2 the best equipped. */
export interface TrimSeed {
  name: string;
  level: 0 | 1 | 2;
  engineL: number | null;
  cylinders: number | null;
  horsepower: number;
  torque: number;
  fuel: Fuel;
  transmission: Transmission;
  drive: Drive;
  mpg: [city: number, highway: number];
  /** Price new in US dollars, for the latest model year. */
  usd: number;
  /** A trim can change the body (a convertible or hatchback version of a sedan). */
  bodyStyle?: string;
}

export interface ModelSeed {
  brand: string;
  name: string;
  slug: string;
  bodyStyle: string;
  years: [from: number, to: number];
  /** Length, width, height and wheelbase in millimetres. */
  size: [number, number, number, number];
  cargoL: number;
  legRoomMm: number;
  headRoomMm: number;
  tankGal: number;
  seats: number;
  doors: number;
  categories: string[];
  /** How often it shows up on the lot, relative to other models. */
  popularity: number;
  trims: TrimSeed[];
}

type ModelShape = Omit<ModelSeed, 'brand' | 'name' | 'slug' | 'trims'>;

export const model = (brand: string, name: string, shape: ModelShape, trims: TrimSeed[]): ModelSeed => ({
  brand,
  name,
  slug: slugify(`${brand} ${name}`),
  ...shape,
  trims,
});

export const trim = (
  name: string,
  level: TrimSeed['level'],
  engine: [litres: number, cylinders: number] | null,
  power: [hp: number, torque: number],
  drivetrain: [Fuel, Transmission, Drive],
  mpg: [number, number],
  usd: number,
  bodyStyle?: string,
): TrimSeed => ({
  name,
  level,
  engineL: engine?.[0] ?? null,
  cylinders: engine?.[1] ?? null,
  horsepower: power[0],
  torque: power[1],
  fuel: drivetrain[0],
  transmission: drivetrain[1],
  drive: drivetrain[2],
  mpg,
  usd,
  ...(bodyStyle ? { bodyStyle } : {}),
});
