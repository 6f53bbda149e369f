import { model, trim } from './model-types.ts';

const sedan = { seats: 5, doors: 4 };
const suv = { seats: 5, doors: 5 };

export const koreanModels = [
  model('hyundai', 'Elantra', { ...sedan, bodyStyle: 'sedan', years: [2010, 2025], size: [4710, 1825, 1415, 2720], cargoL: 402, legRoomMm: 1072, headRoomMm: 1026, tankGal: 12.4, categories: ['economico', 'ciudad'], popularity: 8 }, [
    trim('SE', 0, [2.0, 4], [147, 132], ['gasolina', 'hibrida', 'fwd'], [32, 41], 21500),
    trim('SEL', 1, [2.0, 4], [147, 132], ['gasolina', 'hibrida', 'fwd'], [32, 41], 23300),
    trim('Limited', 2, [2.0, 4], [147, 132], ['gasolina', 'hibrida', 'fwd'], [31, 40], 27000),
  ]),
  model('hyundai', 'Sonata', { ...sedan, bodyStyle: 'sedan', years: [2010, 2025], size: [4910, 1860, 1445, 2840], cargoL: 453, legRoomMm: 1170, headRoomMm: 1023, tankGal: 15.9, categories: ['familiar', 'lujo'], popularity: 6 }, [
    trim('SE', 0, [2.5, 4], [191, 181], ['gasolina', 'automatica', 'fwd'], [27, 37], 27000),
    trim('Hybrid SEL', 1, [2.0, 4], [192, 202], ['hibrido', 'automatica', 'fwd'], [45, 51], 30500),
    trim('N Line', 2, [2.5, 4], [290, 311], ['gasolina', 'automatica', 'fwd'], [23, 33], 35000),
  ]),
  model('hyundai', 'Tucson', { ...suv, bodyStyle: 'muvsuv', years: [2010, 2025], size: [4630, 1865, 1695, 2755], cargoL: 1095, legRoomMm: 1052, headRoomMm: 1019, tankGal: 14.3, categories: ['familiar', 'ciudad'], popularity: 8 }, [
    trim('SE', 0, [2.5, 4], [187, 178], ['gasolina', 'automatica', 'fwd'], [25, 32], 28500),
    trim('SEL AWD', 1, [2.5, 4], [187, 178], ['gasolina', 'automatica', 'awd'], [24, 29], 31500),
    trim('Limited Hybrid', 2, [1.6, 4], [231, 258], ['hibrido', 'automatica', 'awd'], [37, 36], 39500),
  ]),
  model('hyundai', 'Santa Fe', { seats: 7, doors: 5, bodyStyle: 'muvsuv', years: [2010, 2025], size: [4830, 1900, 1720, 2815], cargoL: 1032, legRoomMm: 1050, headRoomMm: 1024, tankGal: 17.7, categories: ['familiar'], popularity: 6 }, [
    trim('SE', 0, [2.5, 4], [191, 181], ['gasolina', 'automatica', 'fwd'], [22, 28], 31500),
    trim('Calligraphy AWD', 2, [2.5, 4], [281, 311], ['gasolina', 'automatica', 'awd'], [21, 28], 46000),
  ]),
  model('kia', 'Picanto', { seats: 5, doors: 5, bodyStyle: 'hatchback', years: [2010, 2025], size: [3595, 1595, 1485, 2400], cargoL: 255, legRoomMm: 1085, headRoomMm: 1000, tankGal: 9.2, categories: ['economico', 'ciudad'], popularity: 9 }, [
    trim('LX', 0, [1.0, 3], [66, 70], ['gasolina', 'manual', 'fwd'], [36, 44], 13500),
    trim('EX', 1, [1.2, 4], [83, 90], ['gasolina', 'automatica', 'fwd'], [33, 40], 15500),
    trim('GT-Line', 2, [1.2, 4], [83, 90], ['gasolina', 'automatica', 'fwd'], [33, 40], 17000),
  ]),
  model('kia', 'Rio', { ...sedan, bodyStyle: 'sedan', years: [2012, 2025], size: [4385, 1725, 1460, 2580], cargoL: 388, legRoomMm: 1057, headRoomMm: 1000, tankGal: 11.9, categories: ['economico', 'ciudad'], popularity: 6 }, [
    trim('LX', 0, [1.6, 4], [120, 112], ['gasolina', 'hibrida', 'fwd'], [32, 41], 17500),
    trim('S Hatchback', 1, [1.6, 4], [120, 112], ['gasolina', 'hibrida', 'fwd'], [32, 41], 18800, 'hatchback'),
  ]),
  model('kia', 'K5', { ...sedan, bodyStyle: 'sedan', years: [2021, 2025], size: [4905, 1860, 1445, 2850], cargoL: 453, legRoomMm: 1170, headRoomMm: 1000, tankGal: 15.8, categories: ['familiar', 'deportivo'], popularity: 4 }, [
    trim('LXS', 0, [1.6, 4], [180, 195], ['gasolina', 'automatica', 'fwd'], [27, 37], 26500),
    trim('GT-Line', 1, [1.6, 4], [180, 195], ['gasolina', 'automatica', 'fwd'], [27, 37], 28500),
    trim('GT', 2, [2.5, 4], [290, 311], ['gasolina', 'automatica', 'fwd'], [24, 32], 35000),
  ]),
  model('kia', 'Sportage', { ...suv, bodyStyle: 'muvsuv', years: [2010, 2025], size: [4660, 1865, 1660, 2755], cargoL: 1121, legRoomMm: 1050, headRoomMm: 1010, tankGal: 14.3, categories: ['familiar', 'ciudad'], popularity: 8 }, [
    trim('LX', 0, [2.5, 4], [187, 178], ['gasolina', 'automatica', 'fwd'], [25, 32], 28000),
    trim('EX AWD', 1, [2.5, 4], [187, 178], ['gasolina', 'automatica', 'awd'], [23, 28], 31500),
    trim('SX Prestige Hybrid', 2, [1.6, 4], [227, 258], ['hibrido', 'automatica', 'awd'], [38, 38], 39000),
  ]),
  model('kia', 'Sorento', { seats: 7, doors: 5, bodyStyle: 'muvsuv', years: [2010, 2025], size: [4815, 1900, 1700, 2815], cargoL: 1066, legRoomMm: 1049, headRoomMm: 1016, tankGal: 17.7, categories: ['familiar'], popularity: 5 }, [
    trim('LX', 0, [2.5, 4], [191, 181], ['gasolina', 'automatica', 'fwd'], [24, 29], 31500),
    trim('SX-Prestige X-Line', 2, [2.5, 4], [281, 311], ['gasolina', 'automatica', 'awd'], [21, 27], 46000),
  ]),
];
