import { steppedAutomatic } from './fits.ts';
import { type AreaChecklist, point } from './types.ts';

// What only shows on the move; the other areas hold what a lift and a scanner find.
export const roadTest: AreaChecklist = {
  area: 'prueba-de-ruta',
  entries: [
    point('Arranque y ralentí en caliente', 'Start-up and warm idle'),
    point('Aceleración y respuesta del motor', 'Acceleration and engine response'),
    point('Cambios de marcha en el recorrido', 'Gear changes on the road', {
      attention: [['Cambio de 1.ª a 2.ª algo brusco en frío', 'First to second shift a little abrupt from cold']],
      topic: 'shifting',
      fits: steppedAutomatic,
    }),
    point('Frenado en línea recta sin desvío', 'Straight-line braking without pulling'),
    point('Frenada fuerte con ABS', 'Hard braking with ABS'),
    point('El carro no se va hacia un lado', 'The car does not pull to one side', {
      attention: [['Tendencia leve hacia la derecha; alinear', 'Slight pull to the right; align']],
      topic: 'alignment',
    }),
    point('Volante centrado en recta', 'Steering wheel centred on the straight', {
      attention: [['Volante ligeramente descentrado; alinear', 'Steering wheel slightly off centre; align']],
      topic: 'alignment',
    }),
    point('Ruidos de suspensión en calles rotas y policías acostados', 'Suspension noises over rough roads and speed bumps', {
      attention: [['Golpeteo leve en los hoyos, lado delantero derecho', 'Slight knock over potholes, front right']],
    }),
    point('Estabilidad en curvas', 'Stability through corners'),
    point('Vibraciones a velocidad de autopista', 'Vibrations at motorway speed', {
      attention: [['Vibración leve a 100 km/h; balancear las ruedas', 'Slight vibration at 100 km/h; balance the wheels']],
      topic: 'balance',
    }),
    point('Ruido de viento y de rodamiento', 'Wind and road noise', {
      attention: [['Ruido de viento leve en la puerta del conductor', "Slight wind noise at the driver's door"]],
    }),
    point('Ruidos y traqueteos del habitáculo', 'Cabin rattles and squeaks', {
      attention: [['Traqueteo leve en el tablero en calles rotas', 'Slight dashboard rattle on rough roads']],
    }),
    point('Temperatura del motor estable en el tapón', 'Engine temperature steady in traffic jams'),
    point('Aire acondicionado en el tapón', 'Air conditioning in slow traffic', {
      attention: [['Enfría menos con el carro detenido en el tapón', 'Cools less when standing still in traffic']],
      topic: 'air-conditioning',
    }),
    point('Embrague o convertidor bajo carga', 'Clutch or torque converter under load'),
    point('Control crucero en carretera (si tiene)', 'Cruise control on the open road (if fitted)'),
    point('Velocímetro y odómetro funcionando', 'Speedometer and odometer working'),
    point('Arranque en subida y freno de mano', 'Hill start and handbrake'),
    point('Parqueo y maniobras a baja velocidad', 'Parking and low-speed manoeuvres', {
      attention: [['Crujido leve de la dirección a tope al parquear', 'Slight creak from the steering on full lock when parking']],
    }),
    point('Revisión de fugas después de la prueba', 'Leak check after the drive'),
  ],
};
