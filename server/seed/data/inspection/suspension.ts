import { ladderFrame, leafSprings } from './fits.ts';
import { type AreaChecklist, type FindingWording, point } from './types.ts';

const shock: FindingWording = {
  repaired: [['Amortiguador reemplazado', 'Shock absorber replaced']],
  attention: [['Amortiguador con rezume leve; todavía trabaja bien', 'Shock absorber slightly misted; still damping well']],
  fromAge: 5,
};
const ballJoint: FindingWording = {
  repaired: [['Rótula reemplazada', 'Ball joint replaced']],
  attention: [['Holgura mínima; vigilar en el próximo servicio', 'Minimal play; check at the next service']],
  fromAge: 5,
};
const bushes: FindingWording = {
  repaired: [['Bujes reemplazados', 'Bushes replaced']],
  attention: [['Buje agrietado, todavía sin holgura', 'Bush cracked, no play yet']],
  fromAge: 4,
};
const bearing: FindingWording = {
  repaired: [['Rodamiento de rueda reemplazado', 'Wheel bearing replaced']],
  attention: [['Zumbido leve de un rodamiento; reemplazo próximo', 'Slight hum from a bearing; replacement due soon']],
  fromAge: 5,
};
const corners = [
  ['delantero izquierdo', 'Left front'],
  ['delantero derecho', 'Right front'],
  ['trasero izquierdo', 'Left rear'],
  ['trasero derecho', 'Right rear'],
] as const;

export const suspension: AreaChecklist = {
  area: 'suspension',
  entries: [
    ...corners.map(([es, en]) => point(`Amortiguador ${es}: fugas y rebote`, `${en} shock absorber: leaks and rebound`, shock)),
    point('Bases y cojinetes de los amortiguadores delanteros', 'Front strut top mounts', {
      repaired: [['Base del amortiguador reemplazada', 'Strut top mount replaced']],
      attention: [['Cojinete superior con ruido leve al girar', 'Top mount slightly noisy when turning']],
      fromAge: 5,
    }),
    point('Espirales: quebraduras y altura', 'Coil springs: breaks and height', {
      repaired: [['Espiral reemplazado', 'Coil spring replaced']],
      fromAge: 6,
    }),
    point('Holgura en rótulas inferiores', 'Play in the lower ball joints', ballJoint),
    point('Holgura en rótulas superiores (si tiene)', 'Play in the upper ball joints (if fitted)', { ...ballJoint, fits: ladderFrame }),
    point('Bujes de los brazos de control delanteros', 'Front control arm bushes', bushes),
    point('Bujes de la suspensión trasera', 'Rear suspension bushes', bushes),
    point('Muñequitos y gomas de la barra estabilizadora', 'Anti-roll bar links and bushes', {
      repaired: [['Muñequitos de la barra estabilizadora reemplazados', 'Anti-roll bar links replaced']],
      attention: [['Muñequito con holgura; suena en los hoyos', 'Link has play; knocks over potholes']],
      fromAge: 3,
    }),
    point('Terminales de dirección', 'Track rod ends', {
      repaired: [['Terminal de dirección reemplazado', 'Track rod end replaced']],
      attention: [['Guardapolvo del terminal roto', 'Track rod end boot split']],
      fromAge: 5,
    }),
    point('Axiales de la cremallera', 'Inner track rod joints', {
      repaired: [['Axial de la cremallera reemplazado', 'Inner track rod joint replaced']],
      attention: [['Holgura leve en un axial', 'Slight play in an inner joint']],
      fromAge: 5,
    }),
    point('Cremallera: fugas y guardapolvos', 'Steering rack: leaks and gaiters', {
      repaired: [['Guardapolvo de la cremallera reemplazado', 'Rack gaiter replaced']],
      attention: [['Guardapolvo de la cremallera rajado', 'Rack gaiter split']],
      fromAge: 5,
    }),
    point('Dirección hidráulica o eléctrica: ruido y asistencia', 'Power steering, hydraulic or electric: noise and assistance', {
      attention: [['Bomba con zumbido leve con el volante a tope', 'Pump whines slightly on full lock']],
      // Hydraulic pumps: the newer cars here steer electrically.
      fromAge: 8,
    }),
    point('Líquido de la dirección hidráulica: nivel y estado', 'Power steering fluid: level and condition', {
      repaired: [['Líquido de la dirección cambiado', 'Power steering fluid changed']],
      attention: [['Líquido de la dirección oscuro; cambio recomendado', 'Power steering fluid dark; change recommended']],
      fromAge: 8,
    }),
    point('Juego libre del volante', 'Free play at the steering wheel'),
    point('Columna y cardán de la dirección', 'Steering column and its universal joint'),
    point('Ajuste de altura y profundidad del volante', 'Steering wheel height and reach adjustment', {
      attention: [['Palanca de ajuste del volante floja', 'Steering adjustment lever loose']],
    }),
    point('Alineación medida (convergencia y caída)', 'Measured wheel alignment (toe and camber)', {
      repaired: [['Alineación realizada', 'Wheels aligned']],
      attention: [['Convergencia fuera de especificación; alinear', 'Toe out of specification; align']],
      topic: 'alignment',
    }),
    point('Altura pareja en las cuatro esquinas', 'Even ride height at all four corners'),
    point('Suspensión neumática (si tiene): nivelación y fugas de aire', 'Air suspension (if fitted): levelling and air leaks'),
    point('Rodamientos (bolineras) de rueda delanteros', 'Front wheel bearings', bearing),
    point('Rodamientos (bolineras) de rueda traseros', 'Rear wheel bearings', bearing),
    point('Manguetas y brazos: golpes o deformaciones', 'Hub carriers and arms: damage or bends'),
    point('Ballestas y gemelos (pick-ups)', 'Leaf springs and shackles (pick-ups)', {
      repaired: [['Gomas de los gemelos reemplazadas', 'Shackle bushes replaced']],
      attention: [['Gomas de los gemelos gastadas', 'Shackle bushes worn']],
      fromAge: 6,
      fits: leafSprings,
    }),
    point('Topes de la suspensión', 'Bump stops', {
      attention: [['Tope de goma agrietado', 'Rubber bump stop cracked']],
      fromAge: 6,
    }),
  ],
};
