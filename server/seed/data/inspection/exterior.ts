import { openingRear, rearDoors, withFeature } from './fits.ts';
import { type AreaChecklist, type FindingWording, point } from './types.ts';

const paint: FindingWording = {
  repaired: [
    ['Repintado en taller, diferencia de tono mínima', 'Resprayed at a body shop, slight shade difference'],
    ['Retoque de pintura bien terminado, apenas visible', 'Paint touched up and well finished, barely visible'],
  ],
  attention: [
    ['Rayón superficial en la pintura', 'Surface scratch in the paint'],
    ['Picadura de piedra pequeña en la pintura', 'Small stone chip in the paint'],
  ],
};
const dents: FindingWording = {
  repaired: [['Abolladura sacada sin pintar (desabolladura)', 'Dent removed without repainting (paintless repair)']],
  attention: [['Abolladura pequeña sin daño a la pintura', 'Small dent with the paint intact']],
};
const panel: FindingWording = {
  repaired: [...(paint.repaired ?? []), ...(dents.repaired ?? [])],
  attention: [...(paint.attention ?? []), ...(dents.attention ?? [])],
};
const bumper: FindingWording = {
  repaired: [['Bómper reparado y repintado', 'Bumper repaired and resprayed']],
  attention: [
    ['Raspadura en la esquina del bómper', 'Scuff on the corner of the bumper'],
    ['Grapa de sujeción floja; bómper algo separado', 'Loose retaining clip; bumper slightly out of line'],
  ],
};
const glass: FindingWording = {
  repaired: [['Picadura rellenada con resina, no afecta la visión', 'Chip filled with resin, does not affect vision']],
  attention: [['Picadura pequeña fuera del campo de visión del conductor', "Small chip outside the driver's line of sight"]],
};
const mirror: FindingWording = {
  repaired: [['Luna del espejo reemplazada', 'Mirror glass replaced']],
  attention: [['Carcasa del espejo con rayones', 'Mirror housing scratched']],
};
const lens: FindingWording = {
  repaired: [['Mica pulida y sellada', 'Lens polished and sealed']],
  attention: [['Mica opaca o amarillenta; se recomienda pulir', 'Lens cloudy or yellowed; polishing recommended']],
  fromAge: 5,
};

const sides = [
  ['delantero izquierdo', 'Left front'],
  ['delantero derecho', 'Right front'],
] as const;
const doors = [
  ['delantera izquierda', 'Left front', panel],
  ['delantera derecha', 'Right front', panel],
  ['trasera izquierda', 'Left rear', { ...panel, fits: rearDoors }],
  ['trasera derecha', 'Right rear', { ...panel, fits: rearDoors }],
] as const;

export const exterior: AreaChecklist = {
  area: 'exterior',
  entries: [
    point('Pintura del capó', 'Bonnet paintwork', paint),
    point('Abolladuras en el capó', 'Dents in the bonnet', dents),
    point('Pintura del techo', 'Roof paintwork', paint),
    point('Abolladuras en el techo (granizo o golpes)', 'Dents in the roof (hail or knocks)', dents),
    point('Tapa del baúl o compuerta: pintura y golpes', 'Boot lid or tailgate: paint and dents', panel),
    ...sides.map(([es, en]) => point(`Guardafango ${es}: pintura y golpes`, `${en} wing: paint and dents`, panel)),
    ...doors.map(([es, en, findings]) => point(`Puerta ${es}: pintura y golpes`, `${en} door: paint and dents`, findings)),
    point('Cuarto trasero izquierdo: pintura y golpes', 'Left rear quarter panel: paint and dents', panel),
    point('Cuarto trasero derecho: pintura y golpes', 'Right rear quarter panel: paint and dents', panel),
    point('Zócalos laterales: raspaduras y golpes', 'Sills: scrapes and dents', {
      repaired: [['Zócalo reparado y repintado', 'Sill repaired and resprayed']],
      attention: [['Raspadura en el zócalo por un contén', 'Scrape on the sill from a kerb']],
    }),
    point('Bómper delantero: fijación y raspaduras', 'Front bumper: fit and scuffs', bumper),
    point('Bómper trasero: fijación y raspaduras', 'Rear bumper: fit and scuffs', bumper),
    point('Parrilla delantera', 'Front grille', {
      repaired: [['Parrilla reemplazada', 'Grille replaced']],
      attention: [['Parrilla con una pestaña de sujeción rota', 'Grille with a broken mounting tab']],
    }),
    point('Separación pareja entre paneles', 'Even gaps between panels', {
      attention: [['Separación irregular entre dos piezas, sin señales de daño estructural', 'Uneven gap between two panels, no sign of structural damage']],
    }),
    point('Espesor de pintura medido (señales de masilla)', 'Paint thickness reading (signs of filler)', {
      repaired: [['Masilla leve en una zona reparada, trabajo bien terminado', 'Light filler in a repaired area, well finished']],
    }),
    point('Parabrisas: picaduras y fisuras', 'Windscreen: chips and cracks', glass),
    point('Cristal trasero', 'Rear window', {
      attention: [['Rayas finas del limpiador en el cristal trasero', 'Fine wiper marks on the rear window']],
    }),
    point('Cristales de las puertas', 'Door windows', {
      attention: [['Rayas leves en un cristal por la goma de la puerta', 'Light scratches on a window from the door seal']],
    }),
    point('Espejo retrovisor exterior izquierdo', 'Left door mirror', mirror),
    point('Espejo retrovisor exterior derecho', 'Right door mirror', mirror),
    point('Micas de los faros delanteros: opacidad y humedad', 'Headlamp lenses: clouding and condensation', lens),
    point('Micas de las luces traseras: grietas y humedad', 'Rear lamp lenses: cracks and condensation', {
      repaired: [['Mica trasera reemplazada', 'Rear lamp lens replaced']],
      attention: [['Fisura pequeña en la mica, sin entrada de agua', 'Small crack in the lens, no water getting in']],
    }),
    point('Gomas y sellos de las puertas', 'Door seals', {
      repaired: [['Goma de la puerta reemplazada', 'Door seal replaced']],
      attention: [['Goma reseca, sin filtraciones por ahora', 'Seal dried out, no leaks so far']],
      fromAge: 6,
    }),
    point('Bisagras y topes de las puertas', 'Door hinges and check straps', {
      repaired: [['Bisagras lubricadas y ajustadas', 'Hinges lubricated and adjusted']],
      attention: [['Bisagra con holgura leve; requiere ajuste', 'Slight play in a hinge; needs adjusting']],
      fromAge: 5,
    }),
    point('Cerraduras y manijas exteriores', 'Exterior locks and handles', {
      attention: [['Manija exterior dura al abrir', 'Exterior handle stiff to open']],
    }),
    point('Tapa y tapón del combustible', 'Fuel flap and cap', {
      repaired: [['Tapón del combustible reemplazado', 'Fuel cap replaced']],
      attention: [['La tapa del combustible no cierra al ras', 'Fuel flap does not close flush']],
    }),
    point('Pistones de la tapa del baúl o compuerta', 'Boot lid or tailgate struts', {
      repaired: [['Pistones del baúl reemplazados', 'Tailgate struts replaced']],
      attention: [['Pistones débiles; la tapa no se sostiene arriba', 'Struts weak; the lid does not stay up']],
      fromAge: 5,
      fits: openingRear,
    }),
    point('Molduras y emblemas', 'Trims and badges', {
      repaired: [['Emblema reemplazado', 'Badge replaced']],
      attention: [['Moldura despegada en una esquina', 'Trim strip lifting at one corner']],
    }),
    point('Escobillas del limpiaparabrisas', 'Wiper blades', {
      repaired: [['Escobillas nuevas instaladas', 'New wiper blades fitted']],
      attention: [['Escobillas resecas, dejan rayas', 'Wiper blades perished, leave streaks']],
    }),
    point('Techo solar (si tiene): cierre y drenajes', 'Sunroof (if fitted): closing and drains', {
      repaired: [['Drenajes del techo solar destapados', 'Sunroof drains cleared']],
      fits: withFeature('techo-solar'),
    }),
    point('Óxido en bordes de puertas, capó y baúl', 'Rust on the edges of doors, bonnet and boot', {
      repaired: [['Punto de óxido tratado y repintado', 'Rust spot treated and resprayed']],
      attention: [['Punto de óxido superficial en el borde inferior de una puerta', "Spot of surface rust on a door's lower edge"]],
      fromAge: 7,
    }),
    point('Protectores internos de los guardafangos y loderas', 'Wheel arch liners and mud flaps', {
      repaired: [['Grapas del protector del guardafango repuestas', 'Wheel arch liner clips replaced']],
      attention: [['Protector interno del guardafango suelto', 'Wheel arch liner loose']],
    }),
  ],
};
