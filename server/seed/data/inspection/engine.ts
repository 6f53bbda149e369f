import { sparkIgnition, turbocharged } from './fits.ts';
import { type AreaChecklist, type FindingWording, point } from './types.ts';

const seep: FindingWording = {
  repaired: [['Empaque reemplazado; sin fugas en la revisión', 'Gasket replaced; no leaks on inspection']],
  attention: [['Rezume leve de aceite, sin goteo', 'Slight oil seep, not dripping']],
  fromAge: 5,
};

export const engine: AreaChecklist = {
  area: 'motor',
  entries: [
    point('Nivel y color del aceite de motor', 'Engine oil level and colour', {
      repaired: [['Cambio de aceite y filtro realizado', 'Oil and filter changed']],
      attention: [['Aceite próximo a cambio', 'Oil change due soon']],
    }),
    point('Tapa de aceite y varilla: lodos o espuma', 'Oil filler cap and dipstick: sludge or emulsion'),
    point('Fugas de aceite en tapa de válvulas', 'Oil leaks at the rocker cover', {
      ...seep,
      repaired: [['Empaque de la tapa de válvulas reemplazado', 'Rocker cover gasket replaced']],
    }),
    point('Fugas de aceite en el cárter y su tapón', 'Oil leaks at the sump and drain plug', {
      repaired: [['Arandela del tapón del cárter reemplazada', 'Sump plug washer replaced']],
      attention: [['Rezume leve en el tapón del cárter', 'Slight seep at the sump plug']],
    }),
    point('Fugas en los retenes del cigüeñal y árbol de levas', 'Leaks at the crankshaft and camshaft seals', seep),
    point('Nivel y concentración del refrigerante', 'Coolant level and strength', {
      repaired: [['Refrigerante cambiado', 'Coolant replaced']],
      attention: [['Refrigerante diluido; cambio recomendado', 'Coolant diluted; replacement recommended']],
      fromAge: 3,
    }),
    point('Radiador: panal y tanques', 'Radiator: core and tanks', {
      attention: [['Aletas del panal dobladas en una zona', 'Core fins bent in one area']],
    }),
    point('Mangueras del radiador y abrazaderas', 'Radiator hoses and clamps', {
      repaired: [['Manguera superior del radiador reemplazada', 'Top radiator hose replaced']],
      attention: [['Manguera algo reseca; reemplazo en el próximo servicio', 'Hose slightly perished; replace at the next service']],
      fromAge: 5,
    }),
    point('Tapa del radiador y depósito de expansión', 'Radiator cap and expansion tank', {
      repaired: [['Tapa del radiador reemplazada', 'Radiator cap replaced']],
      fromAge: 4,
    }),
    point('Bomba de agua: fugas y ruido', 'Water pump: leaks and noise', {
      repaired: [['Bomba de agua reemplazada', 'Water pump replaced']],
      fromAge: 6,
    }),
    point('Electroventilador del radiador', 'Radiator cooling fan', {
      repaired: [['Relé del electroventilador reemplazado', 'Cooling fan relay replaced']],
    }),
    point('Termostato y temperatura de trabajo', 'Thermostat and operating temperature', {
      repaired: [['Termostato reemplazado', 'Thermostat replaced']],
      fromAge: 5,
    }),
    point('Correa de accesorios: grietas y tensión', 'Auxiliary belt: cracks and tension', {
      repaired: [['Correa de accesorios reemplazada', 'Auxiliary belt replaced']],
      attention: [['Correa con grietas finas; cambio recomendado', 'Belt has fine cracks; replacement recommended']],
      fromAge: 4,
    }),
    point('Tensor y poleas de la correa', 'Belt tensioner and pulleys', {
      repaired: [['Polea tensora reemplazada', 'Tensioner pulley replaced']],
      attention: [['Polea tensora con ruido leve', 'Tensioner pulley slightly noisy']],
      fromAge: 5,
    }),
    point('Correa o cadena de distribución: historial y ruido', 'Timing belt or chain: records and noise', {
      repaired: [['Kit de distribución reemplazado, con factura', 'Timing kit replaced, with invoice']],
      attention: [['Sin registro del cambio de la correa de distribución; reemplazo recomendado', 'No record of a timing belt change; replacement recommended']],
      fromAge: 6,
    }),
    point('Filtro de aire del motor', 'Engine air filter', {
      repaired: [['Filtro de aire reemplazado', 'Air filter replaced']],
      attention: [['Filtro de aire sucio; cambio en el próximo servicio', 'Air filter dirty; change at the next service']],
    }),
    point('Ductos de admisión y abrazaderas', 'Intake ducts and clamps', {
      repaired: [['Abrazadera del ducto de admisión ajustada', 'Intake duct clamp tightened']],
    }),
    point('Cuerpo de aceleración', 'Throttle body', {
      repaired: [['Cuerpo de aceleración limpiado', 'Throttle body cleaned']],
      fromAge: 3,
    }),
    point('Bujías y bobinas', 'Spark plugs and coils', {
      repaired: [['Bujías reemplazadas', 'Spark plugs replaced']],
      attention: [['Bujías próximas a cambio según el kilometraje', 'Spark plugs due for a change by mileage']],
      fromAge: 4,
      fits: sparkIgnition,
    }),
    point('Inyectores: fugas y funcionamiento', 'Injectors: leaks and operation', {
      repaired: [['Inyectores limpiados y probados', 'Injectors cleaned and tested']],
      fromAge: 5,
    }),
    point('Filtro de combustible', 'Fuel filter', {
      repaired: [['Filtro de combustible reemplazado', 'Fuel filter replaced']],
      attention: [['Filtro de combustible próximo a cambio', 'Fuel filter due for a change']],
      fromAge: 4,
    }),
    point('Mangueras de combustible en el motor: fugas', 'Fuel hoses in the engine bay: leaks', {
      repaired: [['Manguera de combustible reemplazada', 'Fuel hose replaced']],
      fromAge: 7,
    }),
    point('Sistema de GLP o GNC (si tiene): instalación y certificado', 'LPG or CNG system (if fitted): installation and certificate'),
    point('Arranque en frío', 'Cold start', {
      attention: [['Ralentí algo irregular los primeros segundos en frío', 'Idle slightly uneven for the first few seconds from cold']],
    }),
    point('Humo del escape al arrancar y al acelerar', 'Exhaust smoke at start-up and under throttle'),
    point('Balance de cilindros o prueba de compresión', 'Cylinder balance or compression test'),
    point('Ruidos internos del motor (golpeteo, taqués)', 'Internal engine noises (knocking, tappets)', {
      attention: [['Ruido leve de taqués en frío que desaparece al calentar', 'Slight tappet noise from cold that goes once warm']],
      fromAge: 6,
    }),
    point('Soportes del motor', 'Engine mounts', {
      repaired: [['Soporte del motor reemplazado', 'Engine mount replaced']],
      attention: [['Goma del soporte del motor agrietada', 'Engine mount rubber cracked']],
      fromAge: 5,
    }),
    point('Turbo (si tiene): juego del eje y fugas', 'Turbo (if fitted): shaft play and leaks', {
      attention: [['Rezume leve de aceite en la entrada del turbo', 'Slight oil seep at the turbo inlet']],
      fromAge: 5,
      fits: turbocharged,
    }),
    point('Válvula EGR y sensores de admisión', 'EGR valve and intake sensors', {
      repaired: [['Válvula EGR limpiada', 'EGR valve cleaned']],
      fromAge: 4,
    }),
    point('Múltiple de escape: fisuras y fugas', 'Exhaust manifold: cracks and leaks', {
      repaired: [['Empaque del múltiple de escape reemplazado', 'Exhaust manifold gasket replaced']],
      attention: [['Fuga leve en el empaque del múltiple', 'Slight leak at the manifold gasket']],
      fromAge: 6,
    }),
    point('Cableado y conectores del compartimiento del motor', 'Engine bay wiring and connectors', {
      repaired: [['Conector del sensor de temperatura reemplazado', 'Temperature sensor connector replaced']],
    }),
    point('Señales de reparaciones mayores del motor', 'Signs of major engine repairs'),
    point('Códigos de falla del motor (escáner OBD)', 'Engine fault codes (OBD scan)', {
      repaired: [['Código del sensor de oxígeno corregido; sensor reemplazado', 'Oxygen sensor code cleared; sensor replaced']],
      attention: [['Código pendiente del sensor de oxígeno, sin testigo encendido', 'Pending oxygen sensor code, no warning light on']],
    }),
  ],
};
