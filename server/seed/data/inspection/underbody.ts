import { ladderFrame } from './fits.ts';
import { type AreaChecklist, point } from './types.ts';

// Structural damage and flooding have no wording: a car with either is not bought, so never listed.
export const underbody: AreaChecklist = {
  area: 'bajos',
  entries: [
    point('Largueros delanteros: golpes y reparaciones', 'Front chassis legs: damage and repairs'),
    point('Largueros traseros: golpes y reparaciones', 'Rear chassis legs: damage and repairs'),
    point('Señales de choque por debajo (soldaduras, pliegues)', 'Signs of accident damage underneath (welds, creases)'),
    point('Señales de inundación por debajo (lodo, sedimento)', 'Signs of flooding underneath (silt, sediment)'),
    point('Piso del habitáculo por debajo: óxido', 'Floor pan underside: rust', {
      repaired: [['Óxido tratado y protegido con anticorrosivo', 'Rust treated and protected with anti-corrosion coating']],
      attention: [['Óxido superficial en el piso; tratamiento recomendado', 'Surface rust on the floor pan; treatment recommended']],
      fromAge: 7,
    }),
    point('Piso del baúl y hueco del repuesto', 'Boot floor and spare wheel well', {
      attention: [['Óxido leve en el hueco del repuesto', 'Light rust in the spare wheel well']],
      fromAge: 7,
    }),
    point('Zócalos por debajo y puntos de apoyo del gato', 'Sills underneath and jacking points', {
      attention: [['Un punto de apoyo del gato doblado', 'One jacking point bent']],
    }),
    point('Cuna delantera (subchasis) y sus soportes', 'Front subframe and its mounts', {
      attention: [['Óxido superficial en la cuna', 'Surface rust on the subframe']],
      fromAge: 6,
    }),
    point('Chasis de pick-ups y jeepetas de chasis', 'Ladder frame on pick-ups and body-on-frame SUVs', {
      attention: [['Óxido superficial en el chasis, sin pérdida de material', 'Surface rust on the frame, no loss of metal']],
      fromAge: 6,
      fits: ladderFrame,
    }),
    point('Soportes de la carrocería (pick-ups y jeepetas)', 'Body mounts (pick-ups and SUVs)', {
      attention: [['Goma de un soporte de la carrocería agrietada', 'Rubber of one body mount cracked']],
      fromAge: 7,
      fits: ladderFrame,
    }),
    point('Protector del cárter y tapas inferiores', 'Sump guard and undertrays', {
      repaired: [['Tapa inferior fijada con grapas nuevas', 'Undertray refixed with new clips']],
      attention: [['Faltan grapas en la tapa inferior', 'Undertray missing some clips']],
    }),
    point('Tubos y gomas de soporte del escape', 'Exhaust pipes and hangers', {
      repaired: [['Gomas de soporte del escape reemplazadas', 'Exhaust hangers replaced']],
      attention: [['Goma de soporte del escape agrietada', 'Exhaust hanger rubber cracked']],
      fromAge: 5,
    }),
    point('Catalizador y sus protectores térmicos', 'Catalytic converter and heat shields', {
      repaired: [['Protector térmico fijado; ya no vibra', 'Heat shield secured; no longer rattles']],
      attention: [['Protector térmico del catalizador suelto; vibra', 'Catalyst heat shield loose; rattles']],
      fromAge: 5,
    }),
    point('Mofle: óxido y fugas', 'Silencer: rust and leaks', {
      repaired: [['Mofle reemplazado', 'Silencer replaced']],
      attention: [['Óxido superficial en el mofle, sin fuga', 'Surface rust on the silencer, no leak']],
      fromAge: 6,
    }),
    point('Tanque de combustible y sus correas', 'Fuel tank and straps'),
    point('Fugas vistas desde abajo (aceite, refrigerante, caja)', 'Leaks seen from below (oil, coolant, gearbox)', {
      attention: [['Rastro leve de aceite sin goteo activo', 'Light trace of oil with no active drip']],
      fromAge: 5,
    }),
    point('Capa anticorrosiva y selladores de fábrica', 'Underseal and factory seam sealer', {
      repaired: [['Anticorrosivo aplicado en los bajos', 'Underseal applied']],
      attention: [['Capa anticorrosiva gastada en los bajos delanteros', 'Underseal worn under the front']],
      fromAge: 6,
    }),
    point('Enganche de remolque (si tiene)', 'Tow bar (if fitted)'),
  ],
};
