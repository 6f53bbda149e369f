import { type AreaChecklist, type FindingWording, point } from './types.ts';

// The report's gauges measure the pads; below 4 mm the point says so, whatever else the car has.
const worn: FindingWording['attention'] = [['Pastillas por debajo de 4 mm; cambio pronto', 'Pads below 4 mm; replace soon']];
const slidePins: FindingWording = {
  repaired: [['Pasadores del cáliper limpiados y engrasados', 'Caliper slide pins cleaned and greased']],
  fromAge: 3,
};

export const brakes: AreaChecklist = {
  area: 'frenos',
  entries: [
    point('Espesor de las pastillas delanteras', 'Front brake pad thickness', { attention: worn, gauge: { kind: 'brake', wheels: ['LEFT_FRONT', 'RIGHT_FRONT'] } }),
    point('Espesor de las pastillas o bandas traseras', 'Rear brake pad or shoe thickness', { attention: worn, gauge: { kind: 'brake', wheels: ['LEFT_BACK', 'RIGHT_BACK'] } }),
    point('Discos delanteros: espesor y surcos', 'Front discs: thickness and scoring', {
      repaired: [['Discos delanteros rectificados', 'Front discs skimmed']],
      attention: [['Surcos leves en los discos; rectificar en el próximo cambio de pastillas', 'Discs lightly scored; skim at the next pad change']],
      fromAge: 3,
    }),
    point('Discos o tambores traseros: desgaste', 'Rear discs or drums: wear', {
      repaired: [['Discos o tambores traseros rectificados', 'Rear discs or drums skimmed']],
      attention: [['Borde de desgaste marcado; rectificar en el próximo servicio', 'Pronounced wear lip; skim at the next service']],
      fromAge: 5,
    }),
    point('Cálipers delanteros: pasadores y fugas', 'Front calipers: slide pins and leaks', slidePins),
    point('Cálipers o cilindros de rueda traseros', 'Rear calipers or wheel cylinders', slidePins),
    point('Desgaste parejo entre pastilla interior y exterior', 'Even wear between inner and outer pads', {
      attention: [['Pastilla interior más gastada; limpiar los pasadores', 'Inner pad more worn; clean the slide pins']],
      fromAge: 3,
    }),
    point('Líquido de frenos: nivel y humedad', 'Brake fluid: level and moisture', {
      repaired: [['Líquido de frenos cambiado y sistema purgado', 'Brake fluid changed and system bled']],
      attention: [['Líquido de frenos con humedad; cambio recomendado', 'Brake fluid has absorbed moisture; change recommended']],
      fromAge: 2,
    }),
    point('Depósito del líquido de frenos y su tapa', 'Brake fluid reservoir and cap'),
    point('Mangueras flexibles de freno', 'Flexible brake hoses', {
      repaired: [['Mangueras de freno delanteras reemplazadas', 'Front brake hoses replaced']],
      attention: [['Grietas superficiales en una manguera', 'Surface cracking on one hose']],
      fromAge: 7,
    }),
    point('Tuberías de freno: óxido y fijación', 'Brake pipes: corrosion and clips', {
      attention: [['Óxido superficial en las tuberías traseras', 'Surface rust on the rear pipes']],
      fromAge: 7,
    }),
    point('Bomba de freno (cilindro maestro): fugas', 'Master cylinder: leaks'),
    point('Servofreno: asistencia con el motor encendido', 'Brake servo: assistance with the engine running'),
    point('Pedal de freno: altura, firmeza y recorrido', 'Brake pedal: height, firmness and travel'),
    point('Freno de mano o eléctrico: recorrido y sujeción', 'Handbrake or electric parking brake: travel and hold', {
      repaired: [['Freno de mano ajustado', 'Handbrake adjusted']],
      attention: [['Recorrido largo del freno de mano; ajuste recomendado', 'Long handbrake travel; adjustment recommended']],
    }),
    point('Cables del freno de mano', 'Handbrake cables', {
      attention: [['Óxido superficial en la funda de un cable', 'Surface rust on a cable sheath']],
      fromAge: 7,
    }),
    point('Sensores de desgaste de las pastillas', 'Pad wear sensors', {
      repaired: [['Sensor de desgaste reemplazado con las pastillas', 'Wear sensor replaced with the pads']],
    }),
    point('Testigo del ABS y sensores de rueda', 'ABS warning light and wheel sensors', {
      repaired: [['Sensor ABS de una rueda reemplazado', 'ABS sensor on one wheel replaced']],
    }),
    point('Control de estabilidad y asistente de arranque en pendiente', 'Stability control and hill-start assist'),
    point('Guardapolvos de los discos', 'Disc dust shields', {
      repaired: [['Guardapolvo del disco enderezado; ya no roza', 'Dust shield straightened; no longer rubs']],
    }),
    point('Vibración del pedal al frenar (discos alabeados)', 'Pedal judder when braking (warped discs)', {
      attention: [['Vibración leve al frenar fuerte desde alta velocidad', 'Slight judder braking hard from speed']],
      fromAge: 3,
    }),
    point('Chillido o roce de los frenos', 'Brake squeal or rubbing', {
      repaired: [['Pastillas biseladas y grasa antirruido aplicada', 'Pads chamfered and anti-squeal grease applied']],
      attention: [['Chillido leve al frenar en frío', 'Slight squeal when braking from cold']],
    }),
  ],
};
