import { type AreaChecklist, type FindingWording, type WheelPosition, point } from './types.ts';

const wheels: readonly (readonly [WheelPosition, es: string, en: string, En: string])[] = [
  ['LEFT_FRONT', 'delantero izquierdo', 'left front', 'Left front'],
  ['RIGHT_FRONT', 'delantero derecho', 'right front', 'Right front'],
  ['LEFT_BACK', 'trasero izquierdo', 'left rear', 'Left rear'],
  ['RIGHT_BACK', 'trasero derecho', 'right rear', 'Right rear'],
];
const sidewall: FindingWording = {
  attention: [['Raspadura leve de contén en el flanco, sin daño a la estructura', 'Light kerb scuff on the sidewall, no structural damage']],
};
const rim: FindingWording = {
  repaired: [['Aro reparado y pintado', 'Wheel refurbished']],
  attention: [['Raspadura de contén en el borde del aro', 'Kerb scuff on the rim edge']],
};
const evenWear: FindingWording = {
  attention: [['Desgaste leve en el hombro interior; alinear', 'Slight wear on the inner shoulder; align']],
  topic: 'alignment',
  fromAge: 2,
};

export const tyres: AreaChecklist = {
  area: 'neumaticos',
  entries: [
    // The tread gauges decide these four: under 3 mm the point says so.
    ...wheels.map(([position, es, en]) =>
      point(`Desgaste de la banda de rodamiento, neumático ${es}`, `Tread wear, ${en} tyre`, {
        attention: [['Banda de rodamiento cerca del límite (menos de 3 mm); cambio recomendado', 'Tread close to the limit (under 3 mm); replacement recommended']],
        gauge: { kind: 'tread', wheels: [position] },
      }),
    ),
    ...wheels.map(([, es, en]) => point(`Flanco del neumático ${es}: cortes y abultamientos`, `Sidewall of the ${en} tyre: cuts and bulges`, sidewall)),
    point('Desgaste parejo de los neumáticos delanteros', 'Even wear across the front tyres', evenWear),
    point('Desgaste parejo de los neumáticos traseros', 'Even wear across the rear tyres', evenWear),
    point('Fecha de fabricación (DOT) de los neumáticos', 'Manufacture date (DOT) of the tyres', {
      attention: [['Neumáticos con más de cinco años, aunque con banda suficiente', 'Tyres over five years old, though with enough tread']],
      fromAge: 6,
    }),
    point('Misma marca y medida en cada eje', 'Same make and size on each axle', {
      attention: [['Marcas distintas en el eje trasero, misma medida', 'Different makes on the rear axle, same size']],
      fromAge: 3,
    }),
    point('Presión de aire en frío', 'Cold tyre pressures', {
      repaired: [['Presiones ajustadas a lo indicado en la puerta', 'Pressures set to the door placard']],
    }),
    point('Neumático de repuesto: estado y presión', 'Spare tyre: condition and pressure', {
      repaired: [['Repuesto inflado a su presión', 'Spare inflated to its pressure']],
      attention: [['Repuesto de uso temporal con fecha antigua', 'Space-saver spare with an old date code']],
    }),
    ...wheels.map(([, es, , En]) => point(`Aro ${es}: golpes y raspaduras`, `${En} wheel rim: knocks and scuffs`, rim)),
    point('Tuercas de las ruedas y llave de la tuerca de seguridad', 'Wheel nuts and locking wheel nut key', {
      repaired: [['Llave de la tuerca de seguridad repuesta', 'Locking wheel nut key supplied']],
    }),
    point('Gato, llave de rueda y herramientas', 'Jack, wheel brace and tools', {
      repaired: [['Llave de rueda repuesta', 'Wheel brace supplied']],
    }),
    point('Balanceo de las ruedas', 'Wheel balance', {
      repaired: [['Ruedas balanceadas', 'Wheels balanced']],
      topic: 'balance',
    }),
  ],
};
