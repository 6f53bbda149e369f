import { type AreaChecklist, point } from './types.ts';

// Title, legal holds and theft either check out or the car is not bought; only the lesser papers get notes.
export const papers: AreaChecklist = {
  area: 'documentos',
  entries: [
    point('Matrícula original a nombre del vendedor', "Original registration certificate (matrícula) in the seller's name"),
    point('Certificado de no oposición vigente', "Current 'no oposición' certificate (no legal holds)"),
    point('Sin gravámenes ni prendas registrados en la DGII', 'No liens or pledges registered with the DGII'),
    point('Sin reporte de robo en la Policía', 'Not reported stolen to the police'),
    point('Número de chasis (VIN) coincide con la matrícula', 'Chassis number (VIN) matches the registration'),
    point('Número de motor coincide con la matrícula', 'Engine number matches the registration'),
    point('Placa coincide con la matrícula', 'Number plate matches the registration'),
    point('Cédula o registro mercantil del vendedor', "Seller's ID card or company registration"),
    point('Marbete del año al día', "This year's road tax sticker (marbete) paid", {
      attention: [['Marbete por renovar en la próxima campaña', 'Road tax sticker due for renewal in the next round']],
    }),
    point('Seguro de ley vigente', 'Compulsory insurance in force', {
      attention: [['El seguro vence en menos de 30 días', 'Insurance expires within 30 days']],
    }),
    point('Historial de mantenimiento', 'Service history', {
      attention: [['Historial incompleto; faltan las facturas de dos servicios', 'History incomplete; invoices missing for two services']],
      fromAge: 3,
    }),
    point('Kilometraje coherente con el historial', 'Mileage consistent with the records'),
    point('Historial de choques y reclamaciones al seguro', 'Accident and insurance claim history', {
      repaired: [['Reclamación menor al seguro por un golpe en el bómper, ya reparado', 'Minor insurance claim for a bumper knock, since repaired']],
    }),
    point('Campañas de seguridad (recalls) pendientes', 'Open safety recalls', {
      attention: [['Campaña de seguridad pendiente; se coordina con el concesionario', 'Open safety recall; being arranged with the dealer']],
    }),
    point('Llaves: cantidad y funcionamiento', 'Keys: number and working order'),
    point('Manual del propietario y libro de garantía', "Owner's manual and warranty booklet", {
      attention: [['Falta el manual del propietario', "Owner's manual missing"]],
    }),
  ],
};
