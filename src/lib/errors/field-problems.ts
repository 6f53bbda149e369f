import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The message codes of common/validation (the API sends the same codes in
 * `extensions.errors[].message`), worded for the visitor. Forms show them under a field; the error
 * display puts them, lower-cased, inside 'Error en {field}, {message}'.
 */
const PROBLEMS: Record<string, MessageDescriptor> = {
  required: msg`Este campo es requerido`,
  only_letters: msg`Solo se aceptan letras`,
  only_numbers: msg`Solo se permiten números`,
  invalid_email: msg`Correo electrónico inválido`,
  too_short: msg`Es demasiado corto`,
  too_long: msg`Se excedió el máximo de caracteres`,
  wrong_length: msg`No tiene la cantidad de dígitos correcta`,
  passwords_differ: msg`Las contraseñas deben ser iguales`,
  terms_required: msg`Debes aceptar los términos y condiciones`,
  contact_required: msg`Déjanos tu correo o tu WhatsApp para responderte`,
  no_special_characters: msg`No se permiten caracteres especiales`,
  whole_number: msg`Escribe un número entero`,
  too_small: msg`El número es demasiado bajo`,
  too_large: msg`El número es demasiado alto`,
  too_old: msg`El año debe ser 2000 o posterior`,
  too_new: msg`Ese año todavía no existe`,
  invalid_date: msg`La fecha no es válida`,
  out_of_range: msg`Está fuera del rango permitido`,
  unknown: msg`Seleccione una opción`,
  invalid_option: msg`Elige una de las opciones`,
  invalid_month: msg`Elige un mes y un año válidos`,
  in_the_future: msg`No puede ser una fecha futura`,
  // A card's checks, made in the browser before the payment processor is asked.
  invalid_card: msg`El número de tarjeta no es válido`,
  invalid_expiry: msg`Escribe el vencimiento como MM/AA`,
  expired: msg`La tarjeta está vencida`,
  // A car bought from a seller shows buyers nothing until its VIN is the one on its papers.
  vin_unconfirmed: msg`Cambia el VIN provisional por el de los papeles del carro antes de ponerlo a la venta`,
  // The server refuses text it cannot store (control characters, unpaired surrogates).
  invalid_characters: msg`Contiene caracteres que no se pueden guardar`,
};

/** The API's field paths (last segment) as a visitor would name the field. */
const FIELDS: Record<string, MessageDescriptor> = {
  name: msg`Nombre`,
  lastName: msg`Apellido`,
  email: msg`Correo electrónico`,
  vin: msg`VIN`,
  password: msg`Contraseña`,
  currentPassword: msg`Contraseña actual`,
  newPassword: msg`Nueva contraseña`,
  telephoneNumber: msg`Teléfono`,
  documentId: msg`Cédula`,
  drivingLicense: msg`Licencia de conducir`,
  address: msg`Dirección`,
  question: msg`Pregunta`,
  phone: msg`WhatsApp`,
  licensePlate: msg`Placa`,
  mileage: msg`Millaje`,
  year: msg`Año`,
  brand: msg`Marca`,
  model: msg`Modelo`,
  trim: msg`Versión`,
  expectedPrice: msg`Precio esperado`,
  expectedSaleDays: msg`Tiempo de venta`,
  sector: msg`Sector`,
  street: msg`Calle`,
  number: msg`Número`,
  reference: msg`Referencia`,
  spotId: msg`Sucursal`,
  slotStartsAt: msg`Hora de la inspección`,
  acceptTerms: msg`Términos y condiciones`,
  monthlySalary: msg`Salario mensual`,
  otherIncome: msg`Otros ingresos`,
  workplace: msg`Lugar de trabajo`,
  workingSince: msg`Trabajando desde`,
  downPayment: msg`Inicial`,
  termMonths: msg`Plazo`,
  paymentToken: msg`Tarjeta`,
  // A person's phone in the wizards is a phone, not the question box's WhatsApp.
  'person.phone': msg`Teléfono`,
};

/** A known code's wording; null for anything else, which callers show as it came. */
export function fieldProblem(code: string): MessageDescriptor | null {
  return PROBLEMS[code] ?? null;
}

export function fieldName(path: string): MessageDescriptor | string {
  const last = path.split('.').pop() ?? path;
  return FIELDS[path] ?? FIELDS[last] ?? last;
}
