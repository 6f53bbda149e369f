import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CLAIMS } from '../../../common/claims';

const { inspectionPoints, offerWithinHours, offerValidDays, depositUsd, depositHoldHours, warrantyMonths } = CLAIMS;

/** One section of the terms: its anchor (a link may point at it), its title and its paragraphs. */
export type TermsSection = { id: string; title: MessageDescriptor; paragraphs: MessageDescriptor[] };

/**
 * The terms of use (SPEC §2 terms page), in the order a reader needs them. The figures (inspection
 * points, offer hours and days, deposit and its hold, warranty months) come from common/claims.ts,
 * so the terms always state what every other page states.
 */
export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'uso',
    title: msg`Uso del sitio`,
    paragraphs: [
      msg`Ola Cars opera este sitio para comprar, vender y buscar carros usados en la República Dominicana. Al usarlo aceptas estos términos; si no estás de acuerdo, no lo uses.`,
      msg`Puedes ver el catálogo, agendar pruebas de manejo, vender tu carro y pedirnos que busquemos uno sin crear una cuenta. Para reservar un carro, pagar de contado y ver tus solicitudes necesitas una cuenta.`,
    ],
  },
  {
    id: 'cuentas',
    title: msg`Tu cuenta`,
    paragraphs: [
      msg`Los datos de tu cuenta deben ser tuyos y ciertos. Cuida tu contraseña: lo que se haga con tu cuenta se entiende hecho por ti. Si inicias sesión con Google, Google confirma tu identidad y nosotros no vemos tu contraseña.`,
      msg`Lo que envíes sin cuenta (una prueba de manejo, una solicitud de venta o de búsqueda) aparece en tu cuenta cuando la creas o inicias sesión con el mismo correo.`,
    ],
  },
  {
    id: 'precios',
    title: msg`Precios y disponibilidad`,
    paragraphs: [
      msg`Los precios están en pesos dominicanos (RD $) y no incluyen impuestos, traspaso, placa ni plan de garantía; el desglose de cada carro los detalla. Los montos en otras monedas son una referencia al cambio del día.`,
      msg`Un carro puede venderse o reservarse mientras lo miras: la disponibilidad que cuenta es la que confirmamos al agendar, reservar o comprar.`,
    ],
  },
  {
    id: 'pruebas-de-manejo',
    title: msg`Pruebas de manejo`,
    paragraphs: [
      msg`Para probar un carro te pedimos tu cédula y tu salario mensual; trae tu licencia de conducir vigente. La prueba dura hasta una hora, en la sucursal del carro o en tu casa.`,
      msg`Si tu dirección está fuera del área de cobertura de la sucursal, puede aplicar un cargo adicional; te lo decimos antes de confirmar. Puedes cancelar la prueba desde tu cuenta.`,
    ],
  },
  {
    id: 'reservas',
    title: msg`Reservas y depósito`,
    paragraphs: [
      msg`Reservar un carro cuesta un depósito de US$${depositUsd} que lo aparta para ti durante ${depositHoldHours} horas: nadie más puede reservarlo ni comprarlo en ese tiempo.`,
      msg`El depósito es reembolsable: si cancelas la reserva o vence sin que compres, te devolvemos los US$${depositUsd} completos a la misma tarjeta. Si compras el carro, se descuenta del pago. Reservar cancela tu prueba de manejo agendada de ese carro.`,
      msg`El pago lo procesa nuestro procesador de pagos: nunca guardamos el número de tu tarjeta.`,
    ],
  },
  {
    id: 'financiamiento',
    title: msg`Financiamiento y precalificación`,
    paragraphs: [
      msg`Las cuotas de la calculadora son estimaciones: aplican restricciones, sujeto a aprobación de crédito. El plan, la tasa y el plazo finales los confirma la entidad que financia.`,
      msg`La precalificación no consulta tu historial de crédito y no lo afecta. Cuando un plan es de un banco, tu solicitud continúa en el sitio del banco y se rige por sus condiciones.`,
    ],
  },
  {
    id: 'venta',
    title: msg`Venta de tu carro`,
    paragraphs: [
      msg`La cotización del sitio es una estimación con carros comparables. Después de inspeccionar tu carro te hacemos una oferta firme en menos de ${offerWithinHours} horas, válida por ${offerValidDays} días.`,
      msg`Si el estado o el millaje del carro al entregarlo no son los de la inspección, la oferta puede cambiar. Nosotros nos encargamos del traspaso.`,
    ],
  },
  {
    id: 'inspeccion-y-garantia',
    title: msg`Inspección y garantía`,
    paragraphs: [
      msg`Cada carro pasa una inspección de más de ${inspectionPoints} puntos antes de publicarse; su informe está en la página del carro. Revisamos además sus papeles: el título y el certificado de no oposición.`,
      msg`Los carros se entregan con una garantía de hasta ${warrantyMonths} meses, en las condiciones del plan de garantía de cada carro, que su desglose de precio muestra.`,
    ],
  },
  {
    id: 'datos-personales',
    title: msg`Datos personales`,
    paragraphs: [
      msg`Usamos tus datos solo para atender lo que nos pides: tu prueba de manejo, tu reserva, tu venta, tu financiamiento o tu búsqueda. Tu cédula, tu salario y tus ingresos se guardan cifrados y no aparecen en direcciones web ni en registros.`,
      msg`Tratamos tus datos según la Ley 172-13 sobre protección de datos de carácter personal. Puedes pedirnos verlos, corregirlos o borrarlos por los canales de contacto de este sitio.`,
    ],
  },
  {
    id: 'cookies',
    title: msg`Cookies y almacenamiento`,
    paragraphs: [
      msg`Guardamos en tu navegador lo necesario para que el sitio funcione y recuerde tus preferencias. Los datos de formularios que tienen información personal se guardan solo mientras la pestaña está abierta, nunca de forma permanente.`,
      msg`Cuando el sitio las tiene activadas, cargamos además herramientas de medición y publicidad de terceros que nos dicen qué páginas se visitan; el aviso de cookies te lo informa al entrar.`,
    ],
  },
  {
    id: 'ley-aplicable',
    title: msg`Ley aplicable`,
    paragraphs: [
      msg`Estos términos se rigen por las leyes de la República Dominicana, incluida la Ley 358-05 de protección de los derechos del consumidor. Podemos actualizarlos; la fecha de la última actualización está arriba.`,
    ],
  },
];

/** What the site keeps in the browser (SPEC §4 language and session; the cookie banner's consent). */
export type StoredItem = { name: string; where: 'local' | 'session' | 'script'; purpose: MessageDescriptor };

export const STORED_ITEMS: StoredItem[] = [
  { name: 'lang', where: 'local', purpose: msg`El idioma que elegiste.` },
  { name: 'currency', where: 'local', purpose: msg`La moneda en que ves los precios.` },
  { name: 'country', where: 'local', purpose: msg`El país del sitio.` },
  { name: 'cookieConsent', where: 'local', purpose: msg`Que aceptaste el aviso de cookies.` },
  { name: 'DO_user', where: 'local', purpose: msg`Tu sesión, si iniciaste sesión; se borra al cerrarla.` },
  { name: 'ola:wizard:*', where: 'session', purpose: msg`Lo que escribes en un formulario de varios pasos, para no perderlo al recargar; se borra al cerrar la pestaña.` },
  { name: 'Google Tag Manager, Meta Pixel, Google Analytics', where: 'script', purpose: msg`Medición de visitas y publicidad, cuando el sitio las tiene activadas.` },
];
