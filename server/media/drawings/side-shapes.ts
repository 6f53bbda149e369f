/** A point along the car: `at` is the fraction of its length from the nose, `h` the height in px, `r` the rounding. */
export type Point = [at: number, h: number, r?: number];

export interface SideShape {
  length: number;
  wheelRadius: number;
  axles: [front: number, rear: number];
  /** Outline clockwise from the bottom of the nose, the car facing left. */
  body: Point[];
  /** Glass areas; pillars are drawn over them. */
  glass: Point[];
  pillars: number[];
  doors: number[];
  /** Height of the window sills, where the shoulder highlight runs. */
  beltline: number;
  headlight: [from: number, to: number, bottom: number, top: number];
  taillight: [from: number, to: number, bottom: number, top: number];
  rugged?: boolean;
  /** Multiplies every height in px, for a model taller or lower than the template. */
  heightScale?: number;
  /** Details beyond the common ones: a pick-up bed, roof rails, an open top… */
  extras?: ('bed' | 'rails' | 'open-top' | 'spare' | 'box' | 'atv')[];
}

const sedan: SideShape = {
  length: 960, wheelRadius: 68, axles: [0.175, 0.805], beltline: 174,
  body: [[0.012, 38, 10], [0, 92, 18], [0.006, 128, 30], [0.28, 160, 70], [0.36, 170, 16], [0.5, 252, 70], [0.68, 256, 70], [0.85, 184, 30], [0.978, 178, 16], [1, 140, 14], [0.995, 58, 14], [0.97, 38, 8]],
  glass: [[0.378, 175, 4], [0.496, 243, 44], [0.668, 246, 40], [0.826, 184, 6], [0.79, 180, 4]],
  pillars: [0.585], doors: [0.37, 0.585, 0.775],
  headlight: [0.004, 0.11, 108, 132], taillight: [0.93, 1, 138, 164],
};

const hatchback: SideShape = {
  length: 840, wheelRadius: 63, axles: [0.165, 0.83], beltline: 160,
  body: [[0.012, 36, 10], [0, 86, 16], [0.01, 118, 26], [0.25, 142, 50], [0.35, 154, 14], [0.5, 246, 64], [0.8, 248, 46], [0.975, 196, 20], [1, 150, 12], [0.995, 56, 12], [0.97, 36, 8]],
  glass: [[0.37, 159, 4], [0.49, 237, 40], [0.785, 238, 34], [0.93, 196, 6], [0.915, 172, 4]],
  pillars: [0.61, 0.8], doors: [0.36, 0.61, 0.82],
  headlight: [0.008, 0.1, 102, 122], taillight: [0.95, 1, 150, 186],
};

const suv: SideShape = {
  length: 1000, wheelRadius: 82, axles: [0.17, 0.815], beltline: 208,
  body: [[0.012, 50, 12], [0, 122, 20], [0.01, 174, 34], [0.22, 196, 60], [0.32, 206, 16], [0.45, 308, 60], [0.86, 310, 44], [0.985, 286, 22], [1, 200, 14], [0.995, 68, 14], [0.97, 50, 8]],
  glass: [[0.338, 212, 4], [0.452, 298, 44], [0.845, 299, 36], [0.955, 276, 8], [0.958, 216, 4]],
  pillars: [0.6, 0.815], doors: [0.33, 0.6, 0.815],
  headlight: [0.006, 0.09, 148, 174], taillight: [0.965, 1, 214, 268], extras: ['rails'],
};

const jeep: SideShape = {
  length: 900, wheelRadius: 88, axles: [0.175, 0.8], beltline: 204, rugged: true,
  body: [[0.02, 58, 8], [0, 122, 10], [0.004, 180, 14], [0.3, 190, 14], [0.345, 198, 6], [0.405, 322, 10], [0.975, 324, 14], [1, 302, 10], [1, 74, 8], [0.98, 58, 6]],
  glass: [[0.366, 206, 2], [0.41, 310, 6], [0.96, 311, 8], [0.96, 206, 2]],
  pillars: [0.62, 0.815], doors: [0.355, 0.62, 0.815],
  headlight: [0, 0.03, 150, 176], taillight: [0.985, 1, 150, 200], extras: ['spare'],
};

const coupe: SideShape = {
  length: 960, wheelRadius: 70, axles: [0.19, 0.8], beltline: 152,
  body: [[0.012, 34, 10], [0, 82, 16], [0.008, 110, 26], [0.3, 138, 60], [0.385, 150, 16], [0.53, 232, 80], [0.66, 234, 70], [0.9, 160, 40], [0.985, 152, 14], [1, 120, 12], [0.995, 50, 12], [0.97, 34, 8]],
  glass: [[0.402, 154, 4], [0.528, 224, 50], [0.655, 226, 40], [0.8, 168, 8], [0.76, 158, 4]],
  pillars: [], doors: [0.39, 0.7],
  headlight: [0.006, 0.11, 96, 116], taillight: [0.94, 1, 118, 144],
};

const convertible: SideShape = {
  ...coupe,
  body: [[0.012, 34, 10], [0, 82, 16], [0.008, 110, 26], [0.3, 138, 60], [0.385, 150, 8], [0.7, 156, 20], [0.9, 160, 40], [0.985, 152, 14], [1, 120, 12], [0.995, 50, 12], [0.97, 34, 8]],
  glass: [[0.392, 152, 2], [0.45, 212, 6], [0.465, 212, 2], [0.41, 152, 2]],
  extras: ['open-top'],
};

const wagon: SideShape = {
  length: 1000, wheelRadius: 70, axles: [0.175, 0.815], beltline: 168,
  body: [[0.012, 40, 10], [0, 90, 18], [0.008, 124, 28], [0.26, 148, 56], [0.35, 162, 16], [0.48, 254, 64], [0.93, 252, 30], [0.995, 222, 18], [1, 152, 12], [0.995, 58, 12], [0.97, 40, 8]],
  glass: [[0.368, 168, 4], [0.481, 244, 44], [0.912, 242, 24], [0.962, 214, 6], [0.958, 176, 4]],
  pillars: [0.585, 0.785], doors: [0.36, 0.585, 0.785],
  headlight: [0.006, 0.1, 106, 126], taillight: [0.975, 1, 156, 206], extras: ['rails'],
};

const minivan: SideShape = {
  length: 1040, wheelRadius: 72, axles: [0.15, 0.83], beltline: 198,
  body: [[0.012, 44, 10], [0, 100, 18], [0.01, 142, 30], [0.14, 172, 40], [0.22, 194, 16], [0.4, 318, 90], [0.93, 320, 34], [0.995, 292, 18], [1, 164, 12], [0.995, 62, 12], [0.97, 44, 8]],
  glass: [[0.24, 202, 4], [0.402, 308, 60], [0.912, 310, 26], [0.965, 288, 6], [0.962, 210, 4]],
  pillars: [0.42, 0.66, 0.845], doors: [0.23, 0.42, 0.7, 0.845],
  headlight: [0.006, 0.08, 128, 156], taillight: [0.975, 1, 200, 270],
};

const van: SideShape = {
  length: 1060, wheelRadius: 70, axles: [0.14, 0.8], beltline: 250,
  body: [[0.012, 44, 8], [0, 110, 16], [0.01, 172, 26], [0.07, 198, 24], [0.13, 226, 14], [0.245, 372, 60], [0.985, 374, 20], [1, 352, 12], [1, 62, 10], [0.975, 44, 6]],
  glass: [[0.152, 234, 4], [0.248, 360, 30], [0.96, 361, 10], [0.96, 260, 4], [0.16, 252, 4]],
  pillars: [0.35, 0.55, 0.76], doors: [0.145, 0.35, 0.58],
  headlight: [0.004, 0.06, 150, 178], taillight: [0.985, 1, 140, 230],
};

const cargoVan: SideShape = { ...van, glass: [[0.152, 234, 4], [0.248, 360, 30], [0.34, 361, 4], [0.34, 252, 4]], pillars: [] };

const pickUp: SideShape = {
  length: 1080, wheelRadius: 82, axles: [0.165, 0.8], beltline: 210, rugged: true,
  body: [[0.012, 54, 10], [0, 122, 16], [0.006, 178, 26], [0.22, 198, 40], [0.29, 208, 14], [0.385, 318, 44], [0.575, 320, 16], [0.59, 302, 6], [0.59, 206, 4], [0.995, 206, 6], [1, 178, 8], [0.998, 72, 10], [0.975, 54, 6]],
  glass: [[0.304, 214, 4], [0.386, 307, 30], [0.566, 309, 10], [0.576, 214, 4]],
  pillars: [0.465], doors: [0.298, 0.465, 0.585],
  headlight: [0.004, 0.07, 150, 176], taillight: [0.985, 1, 150, 196], extras: ['bed'],
};

const truck: SideShape = {
  length: 1100, wheelRadius: 90, axles: [0.14, 0.78], beltline: 262, rugged: true,
  body: [[0.005, 60, 6], [0, 300, 24], [0.04, 362, 20], [0.255, 366, 6], [0.26, 440, 6], [1, 440, 8], [1, 82, 6], [0.98, 62, 4]],
  glass: [[0.03, 268, 4], [0.055, 350, 16], [0.22, 352, 6], [0.22, 268, 4]],
  pillars: [], doors: [0.235],
  headlight: [0, 0.02, 120, 150], taillight: [0.99, 1, 100, 150], extras: ['box'],
};

const atv: SideShape = {
  length: 720, wheelRadius: 84, axles: [0.16, 0.84], beltline: 200, rugged: true,
  body: [[0.08, 128, 30], [0, 178, 20], [0.16, 220, 26], [0.4, 214, 10], [0.47, 248, 14], [0.76, 252, 14], [0.83, 214, 10], [1, 236, 20], [0.97, 150, 24], [0.72, 132, 30], [0.3, 132, 30]],
  glass: [], pillars: [], doors: [],
  headlight: [0.005, 0.06, 180, 200], taillight: [0.975, 1, 206, 224], extras: ['atv'],
};

export const sideShapes: Record<string, SideShape> = {
  sedan, hatchback, muvsuv: suv, jeep, coupe, convertible, wagon, minivan, van, 'cargo-van': cargoVan, 'pick-up': pickUp, truck, 'todo-terrero-atv': atv, other: suv,
};

export const sideShapeFor = (bodyStyle: string): SideShape => sideShapes[bodyStyle] ?? suv;
