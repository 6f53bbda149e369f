import type { Translations } from '../../db/schema/index.ts';
import { slugify } from '../slug.ts';

type Area =
  | 'exterior'
  | 'interior'
  | 'motor'
  | 'transmision'
  | 'suspension'
  | 'frenos'
  | 'neumaticos'
  | 'electronica'
  | 'prueba-de-ruta'
  | 'documentos';
type Pair = readonly [es: string, en: string];

// Each area checks a list of parts for a few aspects; their product is the checklist.
const checklist: Record<Area, { parts: Pair[]; aspects: Pair[] }> = {
  exterior: {
    parts: [['Capó', 'Bonnet'], ['Techo', 'Roof'], ['Baúl', 'Boot lid'], ['Guardafango delantero izquierdo', 'Left front wing'], ['Guardafango delantero derecho', 'Right front wing'], ['Puerta delantera izquierda', 'Left front door'], ['Puerta delantera derecha', 'Right front door'], ['Puerta trasera izquierda', 'Left rear door'], ['Puerta trasera derecha', 'Right rear door'], ['Bómper delantero', 'Front bumper'], ['Bómper trasero', 'Rear bumper'], ['Parabrisas', 'Windscreen'], ['Espejos', 'Mirrors']],
    aspects: [['pintura', 'paint'], ['abolladuras y golpes', 'dents and knocks']],
  },
  interior: {
    parts: [['Asiento del conductor', "Driver's seat"], ['Asiento del pasajero', 'Passenger seat'], ['Asientos traseros', 'Rear seats'], ['Alfombras', 'Carpets'], ['Techo interior', 'Headliner'], ['Tablero', 'Dashboard'], ['Volante', 'Steering wheel'], ['Paneles de puertas', 'Door panels'], ['Cinturones de seguridad', 'Seat belts'], ['Guantera', 'Glovebox'], ['Consola central', 'Centre console'], ['Baúl y piso de carga', 'Boot and load floor'], ['Olores y humedad', 'Odours and damp']],
    aspects: [['estado', 'condition'], ['limpieza', 'cleanliness']],
  },
  motor: {
    parts: [['Aceite de motor', 'Engine oil'], ['Refrigerante', 'Coolant'], ['Correa de accesorios', 'Accessory belt'], ['Correa o cadena de distribución', 'Timing belt or chain'], ['Filtro de aire', 'Air filter'], ['Bujías o inyectores', 'Spark plugs or injectors'], ['Radiador', 'Radiator'], ['Mangueras', 'Hoses'], ['Soportes de motor', 'Engine mounts'], ['Escape', 'Exhaust'], ['Turbo o admisión', 'Turbo or intake'], ['Batería', 'Battery'], ['Arranque en frío', 'Cold start']],
    aspects: [['nivel y estado', 'level and condition'], ['fugas y ruidos', 'leaks and noises']],
  },
  transmision: {
    parts: [['Aceite de transmisión', 'Transmission fluid'], ['Cambios ascendentes', 'Upshifts'], ['Cambios descendentes', 'Downshifts'], ['Reversa', 'Reverse gear'], ['Embrague o convertidor', 'Clutch or torque converter'], ['Diferencial delantero', 'Front differential'], ['Diferencial trasero', 'Rear differential'], ['Caja de transferencia', 'Transfer case'], ['Ejes y homocinéticas', 'Drive shafts and CV joints'], ['Soportes de caja', 'Gearbox mounts'], ['Palanca de cambios', 'Gear lever'], ['Modo manual o deportivo', 'Manual or sport mode'], ['Tracción 4x4', '4x4 engagement']],
    aspects: [['funcionamiento', 'operation'], ['fugas y ruidos', 'leaks and noises']],
  },
  suspension: {
    parts: [['Amortiguador delantero izquierdo', 'Left front shock'], ['Amortiguador delantero derecho', 'Right front shock'], ['Amortiguador trasero izquierdo', 'Left rear shock'], ['Amortiguador trasero derecho', 'Right rear shock'], ['Espirales', 'Coil springs'], ['Bujes', 'Bushings'], ['Rótulas', 'Ball joints'], ['Terminales de dirección', 'Tie rod ends'], ['Cremallera de dirección', 'Steering rack'], ['Bomba de dirección', 'Power steering pump'], ['Barra estabilizadora', 'Anti-roll bar'], ['Alineación', 'Alignment'], ['Altura de manejo', 'Ride height']],
    aspects: [['estado', 'condition'], ['holguras y ruidos', 'play and noises']],
  },
  frenos: {
    parts: [['Pastillas delanteras', 'Front pads'], ['Pastillas traseras', 'Rear pads'], ['Discos delanteros', 'Front discs'], ['Discos o tambores traseros', 'Rear discs or drums'], ['Líquido de frenos', 'Brake fluid'], ['Mangueras de freno', 'Brake hoses'], ['Cilindro maestro', 'Master cylinder'], ['Calipers', 'Calipers'], ['Freno de mano', 'Parking brake'], ['Sistema ABS', 'ABS system'], ['Pedal de freno', 'Brake pedal'], ['Servofreno', 'Brake booster'], ['Luces de freno', 'Brake lights']],
    aspects: [['desgaste', 'wear'], ['funcionamiento', 'operation']],
  },
  neumaticos: {
    parts: [['Neumático delantero izquierdo', 'Left front tyre'], ['Neumático delantero derecho', 'Right front tyre'], ['Neumático trasero izquierdo', 'Left rear tyre'], ['Neumático trasero derecho', 'Right rear tyre'], ['Neumático de repuesto', 'Spare tyre'], ['Aro delantero izquierdo', 'Left front rim'], ['Aro delantero derecho', 'Right front rim'], ['Aro trasero izquierdo', 'Left rear rim'], ['Aro trasero derecho', 'Right rear rim'], ['Gato y llave de rueda', 'Jack and wheel brace'], ['Presión de aire', 'Air pressure'], ['Fecha de fabricación', 'Manufacturing date'], ['Balanceo', 'Balancing']],
    aspects: [['estado', 'condition'], ['desgaste parejo', 'even wear']],
  },
  electronica: {
    parts: [['Luces delanteras', 'Headlights'], ['Luces traseras', 'Tail lights'], ['Direccionales', 'Indicators'], ['Bocina', 'Horn'], ['Vidrios eléctricos', 'Power windows'], ['Cierre centralizado', 'Central locking'], ['Aire acondicionado', 'Air conditioning'], ['Radio y pantalla', 'Radio and screen'], ['Tablero de instrumentos', 'Instrument cluster'], ['Limpiaparabrisas', 'Wipers'], ['Cámara y sensores', 'Camera and sensors'], ['Alternador', 'Alternator'], ['Escáner de códigos de falla', 'Fault code scan']],
    aspects: [['funcionamiento', 'operation'], ['testigos y alertas', 'warning lights']],
  },
  'prueba-de-ruta': {
    parts: [['Arranque', 'Start-up'], ['Aceleración', 'Acceleration'], ['Frenado', 'Braking'], ['Dirección en recta', 'Straight-line steering'], ['Curvas', 'Cornering'], ['Velocidad de autopista', 'Motorway speed'], ['Ralentí', 'Idle'], ['Control crucero', 'Cruise control'], ['Ruidos de viento', 'Wind noise'], ['Vibraciones', 'Vibrations'], ['Temperatura de motor', 'Engine temperature'], ['Reductores de velocidad', 'Speed bumps'], ['Estacionamiento', 'Parking']],
    aspects: [['comportamiento', 'behaviour'], ['ruidos', 'noises']],
  },
  documentos: {
    parts: [['Matrícula', 'Registration'], ['Certificado de no oposición', "'No oposición' certificate"], ['Marbete', 'Road tax sticker'], ['Seguro', 'Insurance'], ['Número de chasis (VIN)', 'Chassis number (VIN)'], ['Número de motor', 'Engine number'], ['Historial de mantenimiento', 'Service history'], ['Manual del propietario', "Owner's manual"], ['Llaves', 'Keys'], ['Historial de accidentes', 'Accident history'], ['Kilometraje verificado', 'Verified odometer'], ['Gravámenes', 'Liens'], ['Placa', 'Plate']],
    aspects: [['presente', 'present'], ['coincide con el vehículo', 'matches the car']],
  },
};

export interface InspectionPointSeed {
  area: Area;
  slug: string;
  name: string;
  nameTranslations: Translations;
  position: number;
}

export const inspectionPointSeeds: InspectionPointSeed[] = Object.entries(checklist).flatMap(([area, { parts, aspects }]) =>
  parts.flatMap(([partEs, partEn], partIndex) =>
    aspects.map(([aspectEs, aspectEn], aspectIndex) => ({
      area: area as Area,
      slug: slugify(`${area} ${partEs} ${aspectEs}`),
      name: `${partEs}: ${aspectEs}`,
      nameTranslations: { es: `${partEs}: ${aspectEs}`, en: `${partEn}: ${aspectEn}` },
      position: partIndex * aspects.length + aspectIndex,
    })),
  ),
);
