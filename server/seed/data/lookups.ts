import type { Translations } from '../../db/schema/index.ts';

export interface LookupSeed {
  slug: string;
  name: string;
  nameTranslations: Translations;
}

const lookup = (slug: string, es: string, en: string): LookupSeed => ({ slug, name: es, nameTranslations: { en, es } });

// Slugs follow the operator's Spanish ones, so links from its old pages keep working.
export const bodyStyleSeeds = [
  lookup('sedan', 'Sedán', 'Sedan'),
  lookup('hatchback', 'Hatchback', 'Hatchback'),
  lookup('muvsuv', 'Jeepeta', 'SUV'),
  lookup('jeep', 'Jeep', 'Jeep'),
  lookup('coupe', 'Coupé', 'Coupe'),
  lookup('convertible', 'Convertible', 'Convertible'),
  lookup('wagon', 'Station wagon', 'Wagon'),
  lookup('minivan', 'Minivan', 'Minivan'),
  lookup('van', 'Van', 'Van'),
  lookup('cargo-van', 'Van de carga', 'Cargo van'),
  lookup('pick-up', 'Camioneta', 'Pick-up'),
  lookup('truck', 'Camión', 'Truck'),
  lookup('todo-terrero-atv', 'Todo terreno (ATV)', 'ATV'),
  lookup('other', 'Otro', 'Other'),
];

export const fuelTypeSeeds = [
  lookup('gasolina', 'Gasolina', 'Gasoline'),
  lookup('diesel', 'Diésel', 'Diesel'),
  lookup('hibrido', 'Híbrido', 'Hybrid'),
  lookup('glp', 'GLP', 'LPG'),
  lookup('gnc', 'GNC', 'CNG'),
  lookup('electrico', 'Eléctrico', 'Electric'),
];

export const driveTrainSeeds = [
  lookup('traccion-delantera-fwd', 'Tracción delantera (FWD)', 'Front-wheel drive (FWD)'),
  lookup('traccion-trasera-rwd', 'Tracción trasera (RWD)', 'Rear-wheel drive (RWD)'),
  lookup('traccion-en-todas-las-ruedas-awd', 'Tracción en todas las ruedas (AWD)', 'All-wheel drive (AWD)'),
  lookup('traccion-trasera-y-delantera-4wd', 'Tracción trasera y delantera (4WD)', 'Four-wheel drive (4WD)'),
  lookup('traccion-en-dos-ruedas-2wd', 'Tracción en dos ruedas (2WD)', 'Two-wheel drive (2WD)'),
];

export const transmissionSeeds = [
  lookup('automatica', 'Automática', 'Automatic'),
  lookup('manual', 'Manual', 'Manual'),
  lookup('hibrida', 'Híbrida (CVT)', 'Hybrid (CVT)'),
];

export const countryVersionSeeds = [
  lookup('americana', 'Americana', 'American'),
  lookup('coreana', 'Coreana', 'Korean'),
  lookup('japonesa', 'Japonesa', 'Japanese'),
  lookup('europea', 'Europea', 'European'),
  lookup('local', 'Local (concesionario)', 'Local (dealership)'),
];

/** `body` marks colours painted on cars; `cabin` those used for upholstery. */
export const colorSeeds = [
  { ...lookup('blanco', 'Blanco', 'White'), hex: '#f2f3f1', body: 24, cabin: 0 },
  { ...lookup('negro', 'Negro', 'Black'), hex: '#1c1d21', body: 18, cabin: 45 },
  { ...lookup('gris', 'Gris', 'Grey'), hex: '#6f747b', body: 15, cabin: 25 },
  { ...lookup('plateado', 'Plateado', 'Silver'), hex: '#b9bec4', body: 14, cabin: 0 },
  { ...lookup('rojo', 'Rojo', 'Red'), hex: '#b3182a', body: 8, cabin: 3 },
  { ...lookup('azul', 'Azul', 'Blue'), hex: '#1f4f9a', body: 8, cabin: 0 },
  { ...lookup('verde', 'Verde', 'Green'), hex: '#2f5d46', body: 3, cabin: 0 },
  { ...lookup('beige', 'Beige', 'Beige'), hex: '#cdb891', body: 3, cabin: 18 },
  { ...lookup('marron', 'Marrón', 'Brown'), hex: '#6b4430', body: 2, cabin: 9 },
  { ...lookup('naranja', 'Naranja', 'Orange'), hex: '#d9661f', body: 2, cabin: 0 },
  { ...lookup('amarillo', 'Amarillo', 'Yellow'), hex: '#e3b420', body: 1, cabin: 0 },
];

/** Uses a car can suit; `icon` names an icon the SPA ships. */
export const categorySeeds = [
  { ...lookup('familiar', 'Familiar', 'Family'), icon: 'family' },
  { ...lookup('economico', 'Económico', 'Economy'), icon: 'piggy-bank' },
  { ...lookup('lujo', 'Lujo', 'Luxury'), icon: 'diamond' },
  { ...lookup('todoterreno', 'Todoterreno', 'Off-road'), icon: 'mountain' },
  { ...lookup('trabajo', 'Trabajo', 'Work'), icon: 'briefcase' },
  { ...lookup('deportivo', 'Deportivo', 'Sporty'), icon: 'flag-checkered' },
  { ...lookup('ciudad', 'Ciudad', 'City'), icon: 'buildings' },
];
