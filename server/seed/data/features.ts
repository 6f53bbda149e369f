import type { Translations } from '../../db/schema/index.ts';

type Group = 'seguridad' | 'confort' | 'tecnologia' | 'exterior';
/** `level` is the cheapest trim level that has it: 0 every trim, 1 mid trims, 2 top trims. */
export interface FeatureSeed {
  slug: string;
  name: string;
  nameTranslations: Translations;
  group: Group;
  level: 0 | 1 | 2;
}

const feature = (group: Group, level: 0 | 1 | 2, slug: string, es: string, en: string): FeatureSeed => ({
  slug,
  name: es,
  nameTranslations: { en, es },
  group,
  level,
});

export const featureSeeds: FeatureSeed[] = [
  feature('seguridad', 0, 'bolsa-de-aire-chofer', 'Bolsa de aire del chofer', 'Driver airbag'),
  feature('seguridad', 0, 'bolsa-de-aire-pasajero', 'Bolsa de aire del pasajero', 'Passenger airbag'),
  feature('seguridad', 1, 'bolsas-de-aire-laterales', 'Bolsas de aire laterales', 'Side airbags'),
  feature('seguridad', 1, 'bolsas-de-aire-de-cortina', 'Bolsas de aire de cortina', 'Curtain airbags'),
  feature('seguridad', 0, 'frenos-abs', 'Frenos ABS', 'ABS brakes'),
  feature('seguridad', 0, 'control-de-estabilidad', 'Control de estabilidad', 'Stability control'),
  feature('seguridad', 1, 'asistente-de-arranque-en-pendiente', 'Asistente de arranque en pendiente', 'Hill start assist'),
  feature('seguridad', 2, 'alerta-de-punto-ciego', 'Alerta de punto ciego', 'Blind spot warning'),
  feature('seguridad', 2, 'frenado-autonomo-de-emergencia', 'Frenado autónomo de emergencia', 'Automatic emergency braking'),
  feature('seguridad', 2, 'asistente-de-carril', 'Asistente de mantenimiento de carril', 'Lane keeping assist'),
  feature('seguridad', 1, 'sensores-de-reversa', 'Sensores de reversa', 'Rear parking sensors'),
  feature('seguridad', 0, 'anclajes-isofix', 'Anclajes ISOFIX', 'ISOFIX anchors'),
  feature('confort', 0, 'aire-acondicionado', 'Aire acondicionado', 'Air conditioning'),
  feature('confort', 1, 'climatizador-automatico', 'Climatizador automático', 'Automatic climate control'),
  feature('confort', 0, 'vidrios-electricos', 'Vidrios eléctricos', 'Power windows'),
  feature('confort', 0, 'cierre-centralizado', 'Cierre centralizado', 'Central locking'),
  feature('confort', 1, 'control-crucero', 'Control crucero', 'Cruise control'),
  feature('confort', 1, 'volante-multifuncion', 'Volante multifunción', 'Multifunction steering wheel'),
  feature('confort', 2, 'asientos-de-piel', 'Asientos de piel', 'Leather seats'),
  feature('confort', 2, 'asientos-electricos', 'Asientos eléctricos', 'Power seats'),
  feature('confort', 2, 'asientos-calefactables', 'Asientos con calefacción y ventilación', 'Heated and ventilated seats'),
  feature('confort', 1, 'encendido-sin-llave', 'Encendido sin llave', 'Push-button start'),
  feature('confort', 2, 'portalon-electrico', 'Portalón eléctrico', 'Power tailgate'),
  feature('tecnologia', 0, 'radio-bluetooth', 'Radio con Bluetooth', 'Bluetooth radio'),
  feature('tecnologia', 1, 'pantalla-tactil', 'Pantalla táctil', 'Touchscreen'),
  feature('tecnologia', 1, 'apple-carplay-android-auto', 'Apple CarPlay y Android Auto', 'Apple CarPlay and Android Auto'),
  feature('tecnologia', 1, 'camara-de-reversa', 'Cámara de reversa', 'Rear-view camera'),
  feature('tecnologia', 2, 'camara-360', 'Cámara 360°', '360° camera'),
  feature('tecnologia', 2, 'navegacion-gps', 'Navegación GPS', 'GPS navigation'),
  feature('tecnologia', 2, 'cargador-inalambrico', 'Cargador inalámbrico', 'Wireless charger'),
  feature('tecnologia', 0, 'puertos-usb', 'Puertos USB', 'USB ports'),
  feature('tecnologia', 2, 'sistema-de-sonido-premium', 'Sistema de sonido premium', 'Premium sound system'),
  feature('exterior', 0, 'espejos-electricos', 'Espejos eléctricos', 'Power mirrors'),
  feature('exterior', 1, 'aros-de-aleacion', 'Aros de aleación', 'Alloy wheels'),
  feature('exterior', 1, 'luces-antiniebla', 'Luces antiniebla', 'Fog lights'),
  feature('exterior', 2, 'luces-led', 'Luces LED', 'LED headlights'),
  feature('exterior', 2, 'techo-solar', 'Techo solar', 'Sunroof'),
  feature('exterior', 1, 'barras-de-techo', 'Barras de techo', 'Roof rails'),
  feature('exterior', 1, 'vidrios-tintados', 'Vidrios tintados', 'Tinted windows'),
];
