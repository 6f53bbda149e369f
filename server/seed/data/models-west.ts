import { model, trim } from './model-types.ts';

const sedan = { seats: 5, doors: 4 };
const suv = { seats: 5, doors: 5 };

export const westernModels = [
  model('jeep', 'Wrangler', { seats: 5, doors: 4, bodyStyle: 'jeep', years: [2010, 2025], size: [4785, 1875, 1850, 3010], cargoL: 898, legRoomMm: 1041, headRoomMm: 1077, tankGal: 21.5, categories: ['todoterreno', 'deportivo'], popularity: 5 }, [
    trim('Sport', 0, [3.6, 6], [285, 260], ['gasolina', 'manual', '4wd'], [17, 25], 35000),
    trim('Sahara', 1, [2.0, 4], [270, 295], ['gasolina', 'automatica', '4wd'], [20, 24], 44000),
    trim('Rubicon', 2, [3.6, 6], [285, 260], ['gasolina', 'automatica', '4wd'], [17, 22], 50000),
  ]),
  model('jeep', 'Grand Cherokee', { ...suv, bodyStyle: 'muvsuv', years: [2011, 2025], size: [4915, 1980, 1795, 2965], cargoL: 1067, legRoomMm: 1036, headRoomMm: 1011, tankGal: 23.0, categories: ['lujo', 'todoterreno', 'familiar'], popularity: 5 }, [
    trim('Laredo', 0, [3.6, 6], [293, 260], ['gasolina', 'automatica', 'rwd'], [19, 26], 40000),
    trim('Limited 4x4', 1, [3.6, 6], [293, 260], ['gasolina', 'automatica', '4wd'], [19, 26], 47500),
    trim('Summit Reserve', 2, [5.7, 8], [357, 390], ['gasolina', 'automatica', '4wd'], [14, 22], 66000),
  ]),
  model('jeep', 'Compass', { ...suv, bodyStyle: 'muvsuv', years: [2017, 2025], size: [4405, 1820, 1640, 2635], cargoL: 770, legRoomMm: 1044, headRoomMm: 1013, tankGal: 13.5, categories: ['ciudad', 'todoterreno'], popularity: 4 }, [
    trim('Sport', 0, [2.4, 4], [180, 175], ['gasolina', 'automatica', 'fwd'], [22, 31], 27500),
    trim('Limited 4x4', 2, [2.0, 4], [200, 221], ['gasolina', 'automatica', '4wd'], [24, 32], 35500),
  ]),
  model('ford', 'Explorer', { seats: 7, doors: 5, bodyStyle: 'muvsuv', years: [2011, 2025], size: [5050, 2005, 1775, 3025], cargoL: 1356, legRoomMm: 1090, headRoomMm: 1021, tankGal: 17.9, categories: ['familiar', 'lujo'], popularity: 5 }, [
    trim('XLT', 0, [2.3, 4], [300, 310], ['gasolina', 'automatica', 'rwd'], [21, 28], 40000),
    trim('Limited 4WD', 1, [2.3, 4], [300, 310], ['gasolina', 'automatica', '4wd'], [20, 27], 48000),
    trim('Platinum', 2, [3.0, 6], [400, 415], ['gasolina', 'automatica', '4wd'], [18, 24], 56000),
  ]),
  model('ford', 'Ranger', { seats: 5, doors: 4, bodyStyle: 'pick-up', years: [2012, 2025], size: [5370, 1918, 1884, 3270], cargoL: 1233, legRoomMm: 1090, headRoomMm: 1031, tankGal: 18.0, categories: ['trabajo', 'todoterreno'], popularity: 5 }, [
    trim('XL 4x2', 0, [2.5, 4], [164, 166], ['gasolina', 'manual', '2wd'], [19, 24], 29000),
    trim('XLT 4x4 Diesel', 1, [2.2, 4], [158, 284], ['diesel', 'automatica', '4wd'], [23, 28], 37000),
    trim('Wildtrak', 2, [2.0, 4], [210, 369], ['diesel', 'automatica', '4wd'], [22, 27], 46000),
  ]),
  model('ford', 'F-150', { seats: 5, doors: 4, bodyStyle: 'pick-up', years: [2010, 2025], size: [5885, 2030, 1960, 3685], cargoL: 1480, legRoomMm: 1103, headRoomMm: 1036, tankGal: 26.0, categories: ['trabajo', 'todoterreno'], popularity: 4 }, [
    trim('XL', 0, [3.3, 6], [290, 265], ['gasolina', 'automatica', '2wd'], [19, 24], 38000),
    trim('Lariat 4x4', 1, [3.5, 6], [400, 500], ['gasolina', 'automatica', '4wd'], [17, 23], 58000),
    trim('Raptor', 2, [3.5, 6], [450, 510], ['gasolina', 'automatica', '4wd'], [15, 18], 78000),
  ]),
  model('ford', 'Mustang', { seats: 4, doors: 2, bodyStyle: 'coupe', years: [2010, 2025], size: [4810, 1915, 1395, 2720], cargoL: 382, legRoomMm: 1080, headRoomMm: 955, tankGal: 16.0, categories: ['deportivo'], popularity: 2 }, [
    trim('EcoBoost', 0, [2.3, 4], [315, 350], ['gasolina', 'automatica', 'rwd'], [21, 32], 32000),
    trim('EcoBoost Convertible', 1, [2.3, 4], [315, 350], ['gasolina', 'automatica', 'rwd'], [20, 29], 39500, 'convertible'),
    trim('GT', 2, [5.0, 8], [480, 415], ['gasolina', 'manual', 'rwd'], [15, 24], 44000),
  ]),
  model('chevrolet', 'Spark', { seats: 4, doors: 5, bodyStyle: 'hatchback', years: [2010, 2022], size: [3635, 1595, 1483, 2385], cargoL: 314, legRoomMm: 1059, headRoomMm: 1003, tankGal: 9.0, categories: ['economico', 'ciudad'], popularity: 5 }, [
    trim('LS', 0, [1.4, 4], [98, 94], ['gasolina', 'manual', 'fwd'], [30, 38], 14500),
    trim('LT', 1, [1.4, 4], [98, 94], ['gasolina', 'hibrida', 'fwd'], [30, 38], 16500),
  ]),
  model('chevrolet', 'Tahoe', { seats: 8, doors: 5, bodyStyle: 'muvsuv', years: [2010, 2025], size: [5350, 2060, 1925, 3070], cargoL: 722, legRoomMm: 1130, headRoomMm: 1079, tankGal: 24.0, categories: ['lujo', 'familiar', 'todoterreno'], popularity: 3 }, [
    trim('LT', 1, [5.3, 8], [355, 383], ['gasolina', 'automatica', 'rwd'], [15, 20], 58000),
    trim('High Country 4WD', 2, [6.2, 8], [420, 460], ['gasolina', 'automatica', '4wd'], [14, 19], 78000),
  ]),
  model('chevrolet', 'Express', { seats: 2, doors: 4, bodyStyle: 'cargo-van', years: [2012, 2025], size: [5690, 2010, 2090, 3430], cargoL: 6700, legRoomMm: 1040, headRoomMm: 1050, tankGal: 31.0, categories: ['trabajo'], popularity: 1 }, [
    trim('Cargo 2500', 0, [4.3, 6], [276, 298], ['gasolina', 'automatica', 'rwd'], [14, 18], 42000),
  ]),
  model('bmw', 'Serie 3', { ...sedan, bodyStyle: 'sedan', years: [2012, 2025], size: [4713, 1827, 1440, 2851], cargoL: 480, legRoomMm: 1067, headRoomMm: 1012, tankGal: 15.6, categories: ['lujo', 'deportivo'], popularity: 3 }, [
    trim('330i', 1, [2.0, 4], [255, 295], ['gasolina', 'automatica', 'rwd'], [26, 36], 45500),
    trim('M340i xDrive', 2, [3.0, 6], [382, 369], ['gasolina', 'automatica', 'awd'], [23, 31], 58500),
  ]),
  model('bmw', 'X3', { ...suv, bodyStyle: 'muvsuv', years: [2011, 2025], size: [4708, 1891, 1676, 2864], cargoL: 793, legRoomMm: 1040, headRoomMm: 1003, tankGal: 17.2, categories: ['lujo', 'familiar'], popularity: 3 }, [
    trim('sDrive30i', 1, [2.0, 4], [248, 258], ['gasolina', 'automatica', 'rwd'], [25, 29], 49000),
    trim('M40i', 2, [3.0, 6], [382, 369], ['gasolina', 'automatica', 'awd'], [21, 26], 64000),
  ]),
  model('mercedes-benz', 'Clase C', { ...sedan, bodyStyle: 'sedan', years: [2010, 2025], size: [4751, 1820, 1438, 2865], cargoL: 455, legRoomMm: 1060, headRoomMm: 1001, tankGal: 17.4, categories: ['lujo'], popularity: 3 }, [
    trim('C 200', 1, [1.5, 4], [201, 221], ['gasolina', 'automatica', 'rwd'], [25, 34], 46000),
    trim('C 300 4MATIC', 2, [2.0, 4], [255, 295], ['gasolina', 'automatica', 'awd'], [23, 33], 52000),
  ]),
  model('mercedes-benz', 'GLC', { ...suv, bodyStyle: 'muvsuv', years: [2016, 2025], size: [4716, 1890, 1640, 2888], cargoL: 620, legRoomMm: 1041, headRoomMm: 1011, tankGal: 16.6, categories: ['lujo', 'familiar'], popularity: 3 }, [
    trim('GLC 300', 1, [2.0, 4], [255, 295], ['gasolina', 'automatica', 'rwd'], [23, 31], 49500),
    trim('AMG GLC 43', 2, [2.0, 4], [416, 369], ['gasolina', 'automatica', 'awd'], [19, 24], 68000),
  ]),
];
