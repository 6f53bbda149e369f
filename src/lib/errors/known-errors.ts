import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type KnownError = { title: MessageDescriptor; detail: MessageDescriptor };

/** SPEC §8's fallback: an unhandled exception. */
export const UNEXPECTED: KnownError = {
  title: msg`Algo salió mal`,
  detail: msg`Ha ocurrido un error inesperado, por favor intente luego`,
};

export const NETWORK_FAILURE: KnownError = {
  title: msg`Sin conexión`,
  detail: msg`No pudimos comunicarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.`,
};

/** Codes whose wording SPEC §8 and CONTRACT.md give; any other code is shown as the server sent it. */
export const KNOWN_CODES: Record<string, KnownError> = {
  WRONG_CREDENTIALS: { title: msg`Datos incorrectos`, detail: msg`Correo o contraseña incorrecta` },
  // Not a server code: the settings form's name for WRONG_CREDENTIALS, where no e-mail was typed.
  WRONG_CURRENT_PASSWORD: { title: msg`Contraseña incorrecta`, detail: msg`La contraseña actual es incorrecta` },
  EMAIL_NOT_FOUND: { title: msg`Correo no registrado`, detail: msg`Este correo no existe` },
  INVALID_TOKEN: { title: msg`Link inválido`, detail: msg`Link inválido, por favor revise` },
  EMAIL_NOT_CONFIRMED: { title: msg`Correo sin confirmar`, detail: msg`Confirma tu correo con el enlace que te enviamos antes de iniciar sesión.` },
  EMAIL_ALREADY_REGISTERED: { title: msg`Correo ya registrado`, detail: msg`Este correo ya está registrado` },
  DUPLICATE_EMAIL: { title: msg`Correo ya suscrito`, detail: msg`Este correo ya está suscrito` },
  // Selling and test drives (CONTRACT.md's codes).
  SLOT_TAKEN: { title: msg`Hora no disponible`, detail: msg`Alguien acaba de reservar esa hora. Elige otra, el resto de tus datos se mantiene.` },
  SLOT_UNAVAILABLE: { title: msg`Hora fuera de horario`, detail: msg`Esa hora ya no se ofrece. Elige una de las horas disponibles.` },
  SELL_REQUEST_CLOSED: { title: msg`Venta cerrada`, detail: msg`Esta venta ya está cerrada y no se puede cambiar.` },
  OFFER_EXPIRED: { title: msg`Oferta vencida`, detail: msg`Nuestra oferta venció antes de tu respuesta. Te enviaremos una nueva.` },
  FORBIDDEN: { title: msg`Sin permiso`, detail: msg`Tu cuenta no tiene permiso para hacer esto. Pide a un administrador que te lo dé.` },
  // Buying (CONTRACT.md's codes); SPEC §8 words a failed reservation 'An error has occured, please try again later'.
  CAR_NOT_AVAILABLE: { title: msg`Carro no disponible`, detail: msg`Este carro se vendió o alguien lo reservó. Mira otros carros parecidos.` },
  PAYMENT_DECLINED: { title: msg`Pago rechazado`, detail: msg`Tu tarjeta fue rechazada y no se te cobró nada. Prueba con otra tarjeta.` },
  INTERNAL_SERVER_ERROR: UNEXPECTED,
};

/**
 * Firebase sign-in codes SPEC §8 words; any other provider code gets the unhandled-exception texts.
 * 'auth/network-request-failed' is a lost connection like any other.
 */
export const PROVIDER_CODES: Record<string, KnownError> = {
  'auth/popup-blocked': { title: msg`Ventana bloqueada`, detail: msg`El navegador bloqueó la ventana para iniciar sesión. Permite las ventanas emergentes e inténtalo de nuevo.` },
  'auth/popup-closed-by-user': { title: msg`Inicio de sesión cancelado`, detail: msg`Se cerró la ventana antes de terminar de iniciar sesión.` },
  'auth/cancelled-popup-request': { title: msg`Ventana ya abierta`, detail: msg`Solo se puede abrir una ventana a la vez, inténtalo de nuevo en unos minutos.` },
  'auth/account-exists-with-different-credential': {
    title: msg`Cuenta existente`,
    detail: msg`Este correo ya se usa con otro método de acceso. Prueba con otra red social o con tu correo y contraseña.`,
  },
  'auth/network-request-failed': NETWORK_FAILURE,
};

/** TOO_MANY_REQUESTS, with the wait the server asked for (`extensions.retryAfter`, seconds) when it gave one. */
export function tooManyRequests(retryAfterSeconds: unknown): KnownError {
  const title = msg`Demasiados intentos`;
  if (typeof retryAfterSeconds !== 'number' || !(retryAfterSeconds > 0)) {
    return { title, detail: msg`Hubo un problema con la solicitud, inténtelo de nuevo en unos minutos.` };
  }
  if (retryAfterSeconds < 60) {
    const seconds = Math.ceil(retryAfterSeconds);
    return { title, detail: msg`Inténtalo de nuevo en ${seconds} s.` };
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  // Abbreviated units read the same for one and many, so no plural forms are needed.
  return { title, detail: msg`Inténtalo de nuevo en ${minutes} min.` };
}
