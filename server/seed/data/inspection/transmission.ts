import { drivenFrontAndRear, drivenFrontAxle, drivenRearAxle, lowRange, manualGearbox, steppedAutomatic } from './fits.ts';
import { type AreaChecklist, type FindingWording, point } from './types.ts';

const differential: FindingWording = {
  repaired: [['Aceite del diferencial cambiado', 'Differential oil changed']],
  attention: [['Rezume leve en el retén del diferencial, sin goteo', 'Slight seep at the differential seal, not dripping']],
  fromAge: 6,
  fits: drivenRearAxle,
};

export const transmission: AreaChecklist = {
  area: 'transmision',
  entries: [
    point('Nivel y color del aceite de la caja', 'Gearbox oil level and colour', {
      repaired: [['Aceite de la caja cambiado', 'Gearbox oil changed']],
      attention: [['Aceite de la caja oscuro; cambio recomendado', 'Gearbox oil dark; change recommended']],
      fromAge: 4,
    }),
    point('Fugas en la caja de cambios', 'Gearbox leaks', {
      repaired: [['Retén de la caja reemplazado', 'Gearbox seal replaced']],
      attention: [['Rezume leve en el cárter de la caja, sin goteo', 'Slight seep at the gearbox sump, not dripping']],
      fromAge: 6,
    }),
    point('Cambios ascendentes con el motor caliente', 'Upshifts with the engine warm', {
      attention: [['Cambio de 2.ª a 3.ª algo firme', 'Second to third shift a little firm']],
      topic: 'shifting',
      fits: steppedAutomatic,
    }),
    point('Cambios descendentes y reducción al acelerar a fondo', 'Downshifts and kickdown', {
      attention: [['Reducción algo lenta al acelerar a fondo', 'Kickdown a little slow']],
      topic: 'shifting',
      fits: steppedAutomatic,
    }),
    point('Reversa (marcha atrás)', 'Reverse gear'),
    point('Posición P: sostiene el carro en pendiente', 'Park position holds the car on a slope'),
    point('Embrague (cloche): punto de acople y patinaje', 'Clutch: biting point and slip', {
      repaired: [['Kit de embrague reemplazado', 'Clutch kit replaced']],
      attention: [['Punto de acople alto; embrague a mitad de vida', 'High biting point; clutch about half worn']],
      fromAge: 4,
      fits: manualGearbox,
    }),
    point('Convertidor de par: patinaje al arrancar', 'Torque converter: slip when pulling away'),
    point('Palanca y selector de cambios', 'Gear lever and selector', {
      attention: [['Holgura leve en la palanca de cambios', 'Slight play in the gear lever']],
    }),
    point('Varillaje o cables de la caja', 'Gear linkage or cables', {
      repaired: [['Buje del varillaje reemplazado', 'Linkage bush replaced']],
      fromAge: 6,
    }),
    point('Soportes de la caja', 'Gearbox mounts', {
      repaired: [['Soporte de la caja reemplazado', 'Gearbox mount replaced']],
      attention: [['Goma del soporte de la caja agrietada', 'Gearbox mount rubber cracked']],
      fromAge: 5,
    }),
    point('Guardapolvos de las homocinéticas', 'CV joint boots', {
      repaired: [['Guardapolvo de homocinética reemplazado', 'CV boot replaced']],
      attention: [['Guardapolvo agrietado, sin pérdida de grasa', 'Boot cracked, no grease lost']],
      fromAge: 4,
      fits: drivenFrontAxle,
    }),
    point('Homocinéticas: ruido al girar con el volante a tope', 'CV joints: noise on full lock', {
      repaired: [['Homocinética exterior reemplazada', 'Outer CV joint replaced']],
      fromAge: 6,
      fits: drivenFrontAxle,
    }),
    point('Cardán y crucetas (tracción trasera o 4x4)', 'Propeller shaft and universal joints (RWD or 4x4)', {
      attention: [['Juego mínimo en una cruceta; engrase recomendado', 'Minimal play in a universal joint; greasing recommended']],
      fromAge: 6,
      fits: drivenRearAxle,
    }),
    point('Diferencial delantero: nivel y fugas', 'Front differential: level and leaks', { ...differential, fits: drivenFrontAndRear }),
    point('Diferencial trasero: nivel y fugas', 'Rear differential: level and leaks', differential),
    point('Caja de transferencia y acople del 4x4', 'Transfer case and 4x4 engagement', {
      attention: [['La doble tracción en baja entra algo lenta', 'Low-range four-wheel drive engages a little slowly']],
      fits: lowRange,
    }),
    point('Modo manual o deportivo de la caja', 'Gearbox manual or sport mode'),
    point('Códigos de falla de la transmisión (escáner)', 'Transmission fault codes (scan)', {
      repaired: [['Código de solenoide corregido tras el cambio de aceite', 'Solenoid code cleared after the oil change']],
      fits: steppedAutomatic,
    }),
  ],
};
