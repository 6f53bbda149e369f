import { rearDoors, withFeature } from './fits.ts';
import { type AreaChecklist, type FindingWording, type Pair, point } from './types.ts';

const bulb = (es: string, en: string): FindingWording => ({ repaired: [[`Bombillo ${es} reemplazado`, `${en} bulb replaced`] as Pair] });

export const electrical: AreaChecklist = {
  area: 'electronica',
  entries: [
    point('Batería: prueba de carga y fecha', 'Battery: load test and age', {
      repaired: [['Batería nueva instalada', 'New battery fitted']],
      attention: [['Batería con más de tres años; reemplazo pronto', 'Battery over three years old; replace soon']],
      fromAge: 3,
      topic: 'battery',
    }),
    point('Bornes y cables de la batería', 'Battery terminals and leads', {
      repaired: [['Bornes limpiados y ajustados', 'Terminals cleaned and tightened']],
      attention: [['Sulfato leve en el borne positivo', 'Light corrosion on the positive terminal']],
      topic: 'battery',
    }),
    point('Alternador: voltaje de carga', 'Alternator: charging voltage'),
    point('Motor de arranque', 'Starter motor'),
    point('Luces bajas y altas', 'Dipped and main beams', {
      repaired: [['Bombillo de luz baja reemplazado', 'Dipped-beam bulb replaced']],
      attention: [['Faros desalineados; ajustar la altura', 'Headlamps misaimed; adjust the height']],
    }),
    point('Luces de posición y de la placa', 'Side lights and number plate light', bulb('de la luz de la placa', 'Number plate light')),
    point('Direccionales y luces de emergencia', 'Indicators and hazard lights', bulb('de una direccional', 'Indicator')),
    point('Luces de freno y tercera luz de freno', 'Brake lights and high-level brake light', bulb('de la luz de freno', 'Brake light')),
    point('Luces de reversa', 'Reversing lights', bulb('de reversa', 'Reversing light')),
    point('Neblineros (si tiene)', 'Fog lights (if fitted)', {
      attention: [['Humedad dentro de un neblinero', 'Condensation inside one fog light']],
      fits: withFeature('luces-antiniebla'),
    }),
    point('Luces interiores y de cortesía', 'Interior and courtesy lights', bulb('de cortesía', 'Courtesy light')),
    point('Bocina', 'Horn'),
    point('Limpiaparabrisas y lavador', 'Wipers and washers', {
      repaired: [['Bomba del lavador reemplazada', 'Washer pump replaced']],
      attention: [['Chorro del lavador desviado; ajustar', 'Washer jet misaimed; adjust']],
    }),
    point('Vidrios eléctricos', 'Power windows', {
      repaired: [['Regulador de un vidrio reemplazado', 'Window regulator replaced on one door']],
      attention: [['Un vidrio trasero sube lento', 'One rear window rises slowly']],
      fromAge: 4,
      fits: rearDoors,
    }),
    point('Cierre centralizado y control de la llave', 'Central locking and remote key', {
      repaired: [['Pila del control de la llave reemplazada', 'Remote key battery replaced']],
      attention: [['Pila del control baja; reemplazo recomendado', 'Remote key battery low; replacement recommended']],
    }),
    point('Espejos eléctricos y plegado', 'Power mirrors and folding', {
      attention: [['El espejo derecho se ajusta lento', 'Right mirror adjusts slowly']],
    }),
    point('Aire acondicionado: temperatura de salida', 'Air conditioning: vent temperature', {
      repaired: [['Gas del aire recargado y fugas revisadas', 'Air conditioning regassed and checked for leaks']],
      attention: [['Enfría, pero por encima de lo ideal (9 °C); recarga recomendada', 'Cools, but above the ideal (9 °C); regas recommended']],
      topic: 'air-conditioning',
    }),
    point('Compresor del aire y electroventilador del condensador', 'Air conditioning compressor and condenser fan', {
      repaired: [['Relé del compresor reemplazado', 'Compressor relay replaced']],
      topic: 'air-conditioning',
    }),
    point('Filtro de cabina', 'Cabin filter', {
      repaired: [['Filtro de cabina reemplazado', 'Cabin filter replaced']],
      attention: [['Filtro de cabina sucio; cambio recomendado', 'Cabin filter dirty; change recommended']],
    }),
    point('Velocidades del ventilador y salidas de aire', 'Blower speeds and air distribution', {
      repaired: [['Resistencia del ventilador reemplazada', 'Blower resistor replaced']],
    }),
    point('Desempañador del cristal trasero', 'Heated rear window', {
      attention: [['Una línea del desempañador no calienta', 'One heater line does not warm up']],
    }),
    point('Tablero de instrumentos y testigos al encender', 'Instrument cluster and warning lights at start-up'),
    point('Iluminación del tablero y de los botones', 'Dashboard and switch illumination', {
      attention: [['Luz de fondo de un botón fundida', 'Backlight out on one switch']],
    }),
    point('Testigo de las bolsas de aire (SRS)', 'Airbag (SRS) warning light'),
    point('Radio, pantalla y Bluetooth', 'Radio, screen and Bluetooth', {
      attention: [['La pantalla táctil responde lento', 'Touchscreen slow to respond']],
      fits: withFeature('pantalla-tactil'),
    }),
    point('Bocinas del radio', 'Audio speakers', {
      attention: [['Una bocina de puerta distorsiona a alto volumen', 'A door speaker distorts at high volume']],
    }),
    point('Cámara de reversa y sensores de parqueo', 'Reversing camera and parking sensors', {
      attention: [['Lente de la cámara opaco; imagen algo borrosa', 'Camera lens cloudy; picture slightly blurred']],
      fits: withFeature('camara-de-reversa'),
    }),
    point('Tomas de 12 V y puertos USB', '12 V sockets and USB ports', {
      attention: [['Un puerto USB no carga', 'One USB port does not charge']],
    }),
    point('Control crucero y mandos del volante', 'Cruise control and steering wheel controls'),
    point('Sensores de presión de los neumáticos (si tiene)', 'Tyre pressure sensors (if fitted)'),
    point('Arranque sin llave y botón de encendido (si tiene)', 'Keyless entry and start button (if fitted)'),
    point('Escaneo de todos los módulos (códigos de falla)', 'Scan of every module (fault codes)', {
      attention: [['Código histórico de comunicación, sin falla activa', 'Stored communication code, no active fault']],
    }),
  ],
};
