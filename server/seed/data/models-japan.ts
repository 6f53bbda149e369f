import { model, trim } from './model-types.ts';

const sedan = { seats: 5, doors: 4 };
const suv = { seats: 5, doors: 5 };

export const japaneseModels = [
  model('toyota', 'Corolla', { ...sedan, bodyStyle: 'sedan', years: [2010, 2025], size: [4630, 1780, 1435, 2700], cargoL: 371, legRoomMm: 1067, headRoomMm: 970, tankGal: 13.2, categories: ['familiar', 'economico', 'ciudad'], popularity: 10 }, [
    trim('L', 0, [1.8, 4], [139, 126], ['gasolina', 'hibrida', 'fwd'], [31, 40], 22050),
    trim('LE', 1, [2.0, 4], [169, 151], ['gasolina', 'hibrida', 'fwd'], [32, 41], 23400),
    trim('LE Hybrid', 1, [1.8, 4], [138, 105], ['hibrido', 'hibrida', 'fwd'], [53, 46], 24950),
    trim('XSE', 2, [2.0, 4], [169, 151], ['gasolina', 'automatica', 'fwd'], [31, 38], 28500),
  ]),
  model('toyota', 'Camry', { ...sedan, bodyStyle: 'sedan', years: [2010, 2025], size: [4885, 1840, 1445, 2825], cargoL: 428, legRoomMm: 1074, headRoomMm: 972, tankGal: 15.8, categories: ['familiar', 'lujo'], popularity: 6 }, [
    trim('LE', 0, [2.5, 4], [203, 184], ['gasolina', 'automatica', 'fwd'], [28, 39], 28400),
    trim('SE', 1, [2.5, 4], [203, 184], ['gasolina', 'automatica', 'fwd'], [27, 38], 30500),
    trim('XLE V6', 2, [3.5, 6], [301, 267], ['gasolina', 'automatica', 'fwd'], [22, 32], 36800),
  ]),
  model('toyota', 'RAV4', { ...suv, bodyStyle: 'muvsuv', years: [2010, 2025], size: [4600, 1855, 1685, 2690], cargoL: 1064, legRoomMm: 1056, headRoomMm: 1006, tankGal: 14.5, categories: ['familiar', 'ciudad'], popularity: 9 }, [
    trim('LE', 0, [2.5, 4], [203, 184], ['gasolina', 'automatica', 'fwd'], [27, 35], 29800),
    trim('XLE AWD', 1, [2.5, 4], [203, 184], ['gasolina', 'automatica', 'awd'], [27, 34], 33400),
    trim('Hybrid Limited', 2, [2.5, 4], [219, 163], ['hibrido', 'hibrida', 'awd'], [41, 38], 41500),
  ]),
  model('toyota', 'Hilux', { seats: 5, doors: 4, bodyStyle: 'pick-up', years: [2010, 2025], size: [5325, 1855, 1815, 3085], cargoL: 1100, legRoomMm: 1045, headRoomMm: 1000, tankGal: 21.1, categories: ['trabajo', 'todoterreno'], popularity: 9 }, [
    trim('SR 4x2', 0, [2.7, 4], [164, 180], ['gasolina', 'manual', '2wd'], [17, 21], 31000),
    trim('SRV 4x4', 1, [2.8, 4], [201, 369], ['diesel', 'automatica', '4wd'], [22, 28], 42500),
    trim('GR-Sport', 2, [2.8, 4], [221, 406], ['diesel', 'automatica', '4wd'], [21, 27], 52000),
  ]),
  model('toyota', 'Land Cruiser Prado', { seats: 7, doors: 5, bodyStyle: 'muvsuv', years: [2010, 2025], size: [4840, 1885, 1845, 2790], cargoL: 620, legRoomMm: 1050, headRoomMm: 1010, tankGal: 23.8, categories: ['lujo', 'todoterreno', 'familiar'], popularity: 5 }, [
    trim('TX', 1, [2.7, 4], [161, 180], ['gasolina', 'automatica', '4wd'], [16, 20], 52000),
    trim('TX-L Diesel', 1, [2.8, 4], [201, 369], ['diesel', 'automatica', '4wd'], [20, 25], 58000),
    trim('VX', 2, [4.0, 6], [271, 278], ['gasolina', 'automatica', '4wd'], [15, 19], 66000),
  ]),
  model('toyota', '4Runner', { seats: 7, doors: 5, bodyStyle: 'muvsuv', years: [2010, 2025], size: [4830, 1925, 1780, 2790], cargoL: 1337, legRoomMm: 1052, headRoomMm: 1000, tankGal: 23.0, categories: ['todoterreno', 'familiar'], popularity: 4 }, [
    trim('SR5', 0, [4.0, 6], [270, 278], ['gasolina', 'automatica', '4wd'], [16, 19], 41000),
    trim('TRD Off-Road', 1, [4.0, 6], [270, 278], ['gasolina', 'automatica', '4wd'], [16, 19], 45700),
    trim('Limited', 2, [4.0, 6], [270, 278], ['gasolina', 'automatica', '4wd'], [16, 19], 51500),
  ]),
  model('honda', 'Civic', { ...sedan, bodyStyle: 'sedan', years: [2010, 2025], size: [4675, 1800, 1415, 2735], cargoL: 419, legRoomMm: 1077, headRoomMm: 950, tankGal: 12.4, categories: ['economico', 'ciudad', 'deportivo'], popularity: 9 }, [
    trim('LX', 0, [2.0, 4], [150, 133], ['gasolina', 'hibrida', 'fwd'], [31, 40], 24250),
    trim('Sport', 1, [2.0, 4], [150, 133], ['gasolina', 'hibrida', 'fwd'], [30, 37], 26250),
    trim('Sport Hatchback', 1, [2.0, 4], [150, 133], ['gasolina', 'hibrida', 'fwd'], [30, 37], 27450, 'hatchback'),
    trim('Touring', 2, [1.5, 4], [180, 177], ['gasolina', 'hibrida', 'fwd'], [31, 38], 31750),
  ]),
  model('honda', 'Accord', { ...sedan, bodyStyle: 'sedan', years: [2010, 2025], size: [4970, 1860, 1450, 2830], cargoL: 473, legRoomMm: 1069, headRoomMm: 960, tankGal: 14.8, categories: ['familiar', 'lujo'], popularity: 5 }, [
    trim('LX', 0, [1.5, 4], [192, 192], ['gasolina', 'hibrida', 'fwd'], [29, 37], 28300),
    trim('EX-L', 1, [1.5, 4], [192, 192], ['gasolina', 'hibrida', 'fwd'], [29, 37], 32800),
    trim('Touring Hybrid', 2, [2.0, 4], [204, 247], ['hibrido', 'hibrida', 'fwd'], [46, 41], 39000),
  ]),
  model('honda', 'CR-V', { ...suv, bodyStyle: 'muvsuv', years: [2010, 2025], size: [4695, 1865, 1690, 2700], cargoL: 1113, legRoomMm: 1041, headRoomMm: 1021, tankGal: 14.0, categories: ['familiar', 'ciudad'], popularity: 9 }, [
    trim('LX', 0, [1.5, 4], [190, 179], ['gasolina', 'hibrida', 'fwd'], [28, 34], 30850),
    trim('EX AWD', 1, [1.5, 4], [190, 179], ['gasolina', 'hibrida', 'awd'], [27, 32], 34500),
    trim('Sport Touring Hybrid', 2, [2.0, 4], [204, 247], ['hibrido', 'hibrida', 'awd'], [40, 34], 40900),
  ]),
  model('honda', 'HR-V', { ...suv, bodyStyle: 'muvsuv', years: [2016, 2025], size: [4565, 1840, 1620, 2655], cargoL: 690, legRoomMm: 1041, headRoomMm: 1003, tankGal: 14.5, categories: ['ciudad', 'economico'], popularity: 6 }, [
    trim('LX', 0, [2.0, 4], [158, 138], ['gasolina', 'hibrida', 'fwd'], [26, 32], 25400),
    trim('EX-L', 2, [2.0, 4], [158, 138], ['gasolina', 'hibrida', 'awd'], [25, 30], 29900),
  ]),
  model('honda', 'Odyssey', { seats: 8, doors: 5, bodyStyle: 'minivan', years: [2011, 2025], size: [5210, 1995, 1735, 3000], cargoL: 929, legRoomMm: 1036, headRoomMm: 1020, tankGal: 19.5, categories: ['familiar'], popularity: 2 }, [
    trim('EX', 1, [3.5, 6], [280, 262], ['gasolina', 'automatica', 'fwd'], [19, 28], 41000),
    trim('Elite', 2, [3.5, 6], [280, 262], ['gasolina', 'automatica', 'fwd'], [19, 28], 52000),
  ]),
  model('toyota', 'Hiace', { seats: 15, doors: 4, bodyStyle: 'van', years: [2010, 2025], size: [5380, 1880, 2285, 3210], cargoL: 2500, legRoomMm: 1000, headRoomMm: 1150, tankGal: 18.5, categories: ['trabajo', 'familiar'], popularity: 2 }, [
    trim('Commuter', 0, [2.8, 4], [174, 310], ['diesel', 'manual', 'rwd'], [20, 25], 45000),
    trim('Commuter High Roof', 1, [2.8, 4], [174, 310], ['diesel', 'automatica', 'rwd'], [19, 24], 50000),
  ]),
  model('nissan', 'Sentra', { ...sedan, bodyStyle: 'sedan', years: [2010, 2025], size: [4640, 1815, 1445, 2710], cargoL: 408, legRoomMm: 1125, headRoomMm: 1003, tankGal: 12.4, categories: ['economico', 'ciudad'], popularity: 6 }, [
    trim('S', 0, [2.0, 4], [149, 146], ['gasolina', 'hibrida', 'fwd'], [30, 40], 21000),
    trim('SV', 1, [2.0, 4], [149, 146], ['gasolina', 'hibrida', 'fwd'], [30, 40], 22600),
    trim('SR', 2, [2.0, 4], [149, 146], ['gasolina', 'hibrida', 'fwd'], [30, 39], 25500),
  ]),
  model('nissan', 'Versa', { ...sedan, bodyStyle: 'sedan', years: [2012, 2025], size: [4495, 1740, 1465, 2620], cargoL: 416, legRoomMm: 1123, headRoomMm: 990, tankGal: 10.8, categories: ['economico', 'ciudad'], popularity: 6 }, [
    trim('S', 0, [1.6, 4], [122, 114], ['gasolina', 'manual', 'fwd'], [27, 35], 17500),
    trim('SR', 1, [1.6, 4], [122, 114], ['gasolina', 'hibrida', 'fwd'], [32, 40], 21000),
  ]),
  model('nissan', 'Frontier', { seats: 5, doors: 4, bodyStyle: 'pick-up', years: [2010, 2025], size: [5265, 1850, 1825, 3200], cargoL: 1150, legRoomMm: 1082, headRoomMm: 1016, tankGal: 21.1, categories: ['trabajo', 'todoterreno'], popularity: 5 }, [
    trim('SE 4x2', 0, [2.5, 4], [158, 177], ['gasolina', 'manual', '2wd'], [18, 22], 30500),
    trim('LE 4x4 Diesel', 2, [2.3, 4], [187, 331], ['diesel', 'automatica', '4wd'], [22, 27], 41000),
  ]),
  model('nissan', 'X-Trail', { seats: 5, doors: 5, bodyStyle: 'muvsuv', years: [2014, 2025], size: [4680, 1840, 1725, 2705], cargoL: 1047, legRoomMm: 1036, headRoomMm: 1013, tankGal: 14.5, categories: ['familiar'], popularity: 4 }, [
    trim('Sense', 0, [2.5, 4], [181, 181], ['gasolina', 'hibrida', 'fwd'], [26, 33], 29000),
    trim('Exclusive 4WD', 2, [2.5, 4], [181, 181], ['gasolina', 'hibrida', 'awd'], [25, 31], 37500),
  ]),
  model('mitsubishi', 'L200', { seats: 5, doors: 4, bodyStyle: 'pick-up', years: [2010, 2025], size: [5305, 1815, 1795, 3000], cargoL: 1100, legRoomMm: 1040, headRoomMm: 990, tankGal: 19.8, categories: ['trabajo', 'todoterreno'], popularity: 5 }, [
    trim('GL 4x2', 0, [2.4, 4], [128, 143], ['gasolina', 'manual', '2wd'], [19, 23], 27500),
    trim('Sportero 4x4', 2, [2.4, 4], [181, 317], ['diesel', 'automatica', '4wd'], [22, 28], 38500),
  ]),
  model('mitsubishi', 'Montero Sport', { seats: 7, doors: 5, bodyStyle: 'muvsuv', years: [2010, 2025], size: [4825, 1815, 1835, 2800], cargoL: 673, legRoomMm: 1040, headRoomMm: 1010, tankGal: 18.5, categories: ['todoterreno', 'familiar'], popularity: 4 }, [
    trim('GLS 4x2', 1, [3.0, 6], [217, 206], ['gasolina', 'automatica', '2wd'], [17, 23], 39000),
    trim('GT 4x4', 2, [2.4, 4], [181, 317], ['diesel', 'automatica', '4wd'], [21, 27], 45000),
  ]),
  model('mitsubishi', 'Outlander', { seats: 7, doors: 5, bodyStyle: 'muvsuv', years: [2014, 2025], size: [4710, 1860, 1745, 2705], cargoL: 943, legRoomMm: 1040, headRoomMm: 1000, tankGal: 14.5, categories: ['familiar'], popularity: 3 }, [
    trim('ES', 0, [2.5, 4], [181, 181], ['gasolina', 'hibrida', 'fwd'], [24, 31], 28500),
    trim('SEL S-AWC', 2, [2.5, 4], [181, 181], ['gasolina', 'hibrida', 'awd'], [24, 30], 36500),
  ]),
  model('suzuki', 'Swift', { seats: 5, doors: 5, bodyStyle: 'hatchback', years: [2010, 2025], size: [3860, 1735, 1495, 2450], cargoL: 265, legRoomMm: 1040, headRoomMm: 990, tankGal: 9.5, categories: ['economico', 'ciudad'], popularity: 5 }, [
    trim('GL', 0, [1.2, 4], [82, 83], ['gasolina', 'manual', 'fwd'], [34, 41], 15500),
    trim('GLX', 1, [1.2, 4], [82, 83], ['gasolina', 'hibrida', 'fwd'], [35, 42], 17500),
  ]),
  model('suzuki', 'Vitara', { ...suv, bodyStyle: 'muvsuv', years: [2016, 2025], size: [4175, 1775, 1610, 2500], cargoL: 375, legRoomMm: 1030, headRoomMm: 1000, tankGal: 12.7, categories: ['ciudad', 'economico'], popularity: 3 }, [
    trim('GL', 0, [1.6, 4], [115, 115], ['gasolina', 'automatica', 'fwd'], [27, 33], 21500),
    trim('GLX AllGrip', 2, [1.4, 4], [138, 173], ['gasolina', 'automatica', 'awd'], [26, 32], 27000),
  ]),
  model('mazda', '3', { ...sedan, bodyStyle: 'sedan', years: [2010, 2025], size: [4660, 1795, 1440, 2725], cargoL: 374, legRoomMm: 1085, headRoomMm: 970, tankGal: 13.2, categories: ['deportivo', 'ciudad'], popularity: 4 }, [
    trim('Sedán i', 0, [2.0, 4], [155, 150], ['gasolina', 'automatica', 'fwd'], [28, 37], 23500),
    trim('Hatchback Premium', 2, [2.5, 4], [191, 186], ['gasolina', 'automatica', 'fwd'], [26, 35], 30500, 'hatchback'),
  ]),
  model('mazda', 'CX-5', { ...suv, bodyStyle: 'muvsuv', years: [2013, 2025], size: [4575, 1845, 1680, 2700], cargoL: 875, legRoomMm: 1041, headRoomMm: 1008, tankGal: 15.3, categories: ['familiar', 'lujo'], popularity: 5 }, [
    trim('Touring', 1, [2.5, 4], [187, 186], ['gasolina', 'automatica', 'fwd'], [25, 31], 30500),
    trim('Signature AWD', 2, [2.5, 4], [256, 320], ['gasolina', 'automatica', 'awd'], [22, 27], 40500),
  ]),
  model('subaru', 'Outback', { ...suv, bodyStyle: 'wagon', years: [2010, 2025], size: [4870, 1875, 1675, 2745], cargoL: 930, legRoomMm: 1092, headRoomMm: 1026, tankGal: 18.5, categories: ['familiar', 'todoterreno'], popularity: 2 }, [
    trim('Premium', 1, [2.5, 4], [182, 176], ['gasolina', 'hibrida', 'awd'], [26, 32], 32500),
    trim('Touring XT', 2, [2.4, 4], [260, 277], ['gasolina', 'hibrida', 'awd'], [22, 29], 42500),
  ]),
  model('lexus', 'RX', { ...suv, bodyStyle: 'muvsuv', years: [2010, 2025], size: [4890, 1920, 1695, 2850], cargoL: 821, legRoomMm: 1120, headRoomMm: 1000, tankGal: 17.2, categories: ['lujo', 'familiar'], popularity: 3 }, [
    trim('350', 1, [2.4, 4], [275, 317], ['gasolina', 'automatica', 'awd'], [22, 29], 50500),
    trim('350h Luxury', 2, [2.5, 4], [246, 233], ['hibrido', 'hibrida', 'awd'], [37, 34], 58000),
  ]),
  model('lexus', 'NX', { ...suv, bodyStyle: 'muvsuv', years: [2015, 2025], size: [4660, 1865, 1660, 2690], cargoL: 629, legRoomMm: 1050, headRoomMm: 970, tankGal: 14.5, categories: ['lujo', 'ciudad'], popularity: 3 }, [
    trim('250', 1, [2.5, 4], [203, 184], ['gasolina', 'automatica', 'fwd'], [25, 33], 41500),
    trim('350h F Sport', 2, [2.5, 4], [240, 175], ['hibrido', 'hibrida', 'awd'], [41, 37], 50500),
  ]),
];
