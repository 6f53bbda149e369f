import { openingRear, rearDoors } from './fits.ts';
import { type AreaChecklist, type FindingWording, point } from './types.ts';

const upholstery: FindingWording = {
  repaired: [['Tapicería del asiento reparada, sin diferencia visible', 'Seat upholstery repaired, no visible difference']],
  attention: [['Desgaste leve en el borde del asiento', 'Light wear on the seat bolster']],
  fromAge: 3,
};
const seatBelts: FindingWording = {
  repaired: [['Cinturón limpiado; recoge bien', 'Belt cleaned; retracts properly']],
  attention: [['El cinturón recoge lento; limpieza recomendada', 'Belt retracts slowly; cleaning recommended']],
  fromAge: 4,
};

export const interior: AreaChecklist = {
  area: 'interior',
  entries: [
    point('Asiento del conductor: tapicería y desgaste', "Driver's seat: upholstery and wear", upholstery),
    point('Ajustes del asiento del conductor (manual o eléctrico)', "Driver's seat adjustment (manual or power)", {
      repaired: [['Mecanismo de altura del asiento lubricado', 'Seat height mechanism lubricated']],
      attention: [['Ajuste de altura duro', 'Height adjustment stiff']],
    }),
    point('Asiento del pasajero delantero: tapicería y desgaste', 'Front passenger seat: upholstery and wear', upholstery),
    point('Asientos traseros: tapicería y abatimiento', 'Rear seats: upholstery and folding', {
      attention: [['Seguro del espaldar trasero duro al abatir', 'Rear backrest catch stiff when folding']],
    }),
    point('Rieles y anclajes de los asientos', 'Seat runners and mountings', {
      attention: [['Juego leve del asiento en el riel', 'Slight play in a seat runner']],
    }),
    point('Cinturones de seguridad delanteros: enrollado y hebillas', 'Front seat belts: retraction and buckles', seatBelts),
    point('Cinturones de seguridad traseros: enrollado y hebillas', 'Rear seat belts: retraction and buckles', seatBelts),
    point('Apoyacabezas: presentes y ajustables', 'Head restraints: present and adjustable'),
    point('Anclajes ISOFIX para silla de niños', 'ISOFIX child seat anchors'),
    point('Volante: forro y desgaste', 'Steering wheel: rim and wear', {
      repaired: [['Forro del volante renovado', 'Steering wheel retrimmed']],
      attention: [['Forro del volante con brillo por el uso', 'Steering wheel rim shiny from use']],
      fromAge: 5,
    }),
    point('Pomo y fuelle de la palanca de cambios', 'Gear knob and gaiter', {
      repaired: [['Fuelle de la palanca reemplazado', 'Gear lever gaiter replaced']],
      attention: [['Fuelle de la palanca agrietado', 'Gear lever gaiter cracked']],
      fromAge: 6,
    }),
    point('Tablero: grietas y fijación', 'Dashboard: cracks and fit', {
      attention: [['Grieta fina en el tablero por el sol', 'Fine sun crack in the dashboard']],
      fromAge: 7,
    }),
    point('Consola central y posavasos', 'Centre console and cup holders', {
      attention: [['La tapa de la consola no cierra bien', 'Console lid does not latch properly']],
    }),
    point('Apoyabrazos central', 'Centre armrest', {
      attention: [['Bisagra del apoyabrazos floja', 'Armrest hinge loose']],
    }),
    point('Guantera: apertura y cierre', 'Glovebox: opening and latch', {
      repaired: [['Cerradura de la guantera ajustada', 'Glovebox latch adjusted']],
      attention: [['Cerradura de la guantera floja', 'Glovebox latch loose']],
    }),
    point('Paneles de las puertas', 'Door panels', {
      attention: [['Rayones leves en el panel de una puerta', 'Light scratches on a door panel']],
    }),
    point('Manijas interiores y seguros de niños', 'Interior handles and child locks', {
      attention: [['Seguro de niños duro en una puerta trasera', 'Child lock stiff on a rear door']],
      fits: rearDoors,
    }),
    point('Plásticos de pilares y molduras interiores', 'Pillar trims and interior mouldings', {
      repaired: [['Moldura del pilar fijada; ya no suena', 'Pillar trim secured; no longer rattles']],
      attention: [['Moldura del pilar floja; suena en calles rotas', 'Pillar trim loose; rattles on rough roads']],
    }),
    point('Tela del techo interior', 'Headlining', {
      repaired: [['Tela del techo vuelta a pegar', 'Headlining reglued']],
      attention: [['Tela del techo despegándose en una esquina', 'Headlining sagging at one corner']],
      fromAge: 7,
    }),
    point('Viseras y espejos de cortesía', 'Sun visors and vanity mirrors', {
      attention: [['Una visera no se sostiene arriba', 'One sun visor does not stay up']],
    }),
    point('Espejo retrovisor interior', 'Rear-view mirror', {
      repaired: [['Espejo interior vuelto a fijar en su base', 'Rear-view mirror refixed to its mount']],
    }),
    point('Alfombras y pisos de goma', 'Carpets and rubber mats', {
      repaired: [['Pisos de goma nuevos', 'New rubber mats']],
      attention: [['Alfombra del conductor gastada en el talón', "Driver's carpet worn at the heel"]],
    }),
    point('Humedad bajo las alfombras', 'Damp under the carpets', {
      repaired: [['Drenaje destapado y alfombra secada', 'Drain cleared and carpet dried']],
    }),
    point('Señales de inundación (lodo, óxido en rieles de asientos)', 'Signs of flooding (silt, rust on seat runners)'),
    point('Olores (humedad, cigarrillo, combustible)', 'Odours (damp, cigarette smoke, fuel)', {
      repaired: [['Tratamiento de ozono realizado', 'Ozone treatment done']],
      attention: [['Leve olor a cigarrillo; se recomienda tratamiento de ozono', 'Faint smell of cigarette smoke; ozone treatment recommended']],
    }),
    point('Limpieza general del habitáculo', 'General cleanliness of the cabin', {
      repaired: [['Limpieza profunda de tapicería realizada', 'Deep upholstery clean done']],
    }),
    // New pedal rubbers would hide what this point looks for, so it has no repair to report.
    point('Pedales: gomas con desgaste acorde al kilometraje', 'Pedal rubbers: wear in line with the mileage'),
    point('Tapas de las bolsas de aire sin alteraciones', 'Airbag covers untouched'),
    point('Piso y alfombra del baúl', 'Boot floor and carpet', {
      repaired: [['Alfombra del baúl lavada', 'Boot carpet cleaned']],
      attention: [['Alfombra del baúl manchada', 'Boot carpet stained']],
    }),
    point('Cortina o bandeja cubre-equipaje', 'Load cover or parcel shelf', {
      attention: [['La cortina cubre-equipaje no recoge bien', 'Load cover does not retract properly']],
      fits: openingRear,
    }),
    point('Triángulo de seguridad y extintor', 'Warning triangle and fire extinguisher', {
      repaired: [['Triángulo de seguridad repuesto', 'Warning triangle supplied']],
      attention: [['Extintor vencido; cambio recomendado', 'Fire extinguisher out of date; replacement recommended']],
    }),
  ],
};
