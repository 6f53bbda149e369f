import type { FaqCategorySeed } from './faq-seed.ts';
import { said } from './faq-seed.ts';

export const buying: FaqCategorySeed = {
  slug: 'comprar',
  name: { es: 'Comprar un carro', en: 'Buying a car' },
  faqs: [
    {
      slug: 'como-comprar',
      question: { es: '¿Cómo compro un carro en Ola Cars?', en: 'How do I buy a car at Ola Cars?' },
      answer: {
        es: 'Elige el carro en el catálogo y, si quieres, agenda una prueba de manejo. Con tu cuenta puedes reservarlo o elegir cómo pagarlo: de contado o con financiamiento. Nosotros preparamos los papeles y tramitamos el traspaso a tu nombre.',
        en: 'Pick the car in the catalogue and, if you like, book a test drive. With your account you can reserve it or choose how to pay: cash or financing. We prepare the papers and handle the ownership transfer into your name.',
      },
    },
    {
      slug: 'que-incluye-el-precio',
      featured: true,
      question: { es: '¿Qué incluye el precio publicado?', en: 'What does the listed price include?' },
      answer: {
        es: 'El precio del carro, en pesos dominicanos (RD $). No incluye impuestos, traspaso, placa ni plan de garantía: esos costos y nuestra tarifa de servicio aparecen aparte en el desglose de precio de cada carro, con el total.',
        en: 'The price of the car, in Dominican pesos (RD $). It excludes taxes, transfer, plate and warranty plan: those costs and our service fee are listed separately in each car’s price breakdown, with the total.',
      },
    },
    {
      slug: 'deposito-de-reserva',
      featured: true,
      question: { es: '¿Cómo funciona el depósito de reserva?', en: 'How does the reservation deposit work?' },
      answer: {
        es: `Reservas un carro desde su página con un depósito de ${said.deposit}, pagado con tarjeta. El carro queda apartado para ti durante ${said.holdHours} horas: nadie más puede reservarlo ni comprarlo en ese tiempo. El depósito es reembolsable: si cancelas la reserva o vence sin que compres, te devolvemos los ${said.deposit} completos a la misma tarjeta; si compras el carro, se descuenta del pago.`,
        en: `You reserve a car from its page with a ${said.deposit} deposit, paid by card. The car is held for you for ${said.holdHours} hours: nobody else can reserve or buy it meanwhile. The deposit is refundable: if you cancel the reservation or it expires without a purchase, we refund the full ${said.deposit} to the same card; if you buy the car, it is deducted from the payment.`,
      },
    },
    {
      slug: 'reserva-vencida',
      question: { es: `¿Qué pasa cuando terminan las ${said.holdHours} horas de la reserva?`, en: `What happens when the ${said.holdHours} hours of a reservation are over?` },
      answer: {
        es: 'Si no has comprado el carro, la reserva termina sola, te devolvemos el depósito completo y el carro vuelve a estar disponible para todos. Si sigue disponible, puedes reservarlo de nuevo.',
        en: 'If you have not bought the car, the reservation ends by itself, we refund the full deposit and the car is available to everyone again. If it is still available, you can reserve it again.',
      },
    },
    {
      slug: 'necesito-una-cuenta',
      question: { es: '¿Necesito una cuenta para comprar?', en: 'Do I need an account to buy?' },
      answer: {
        es: 'Para ver el catálogo, agendar una prueba de manejo, vender tu carro o pedirnos que busquemos uno, no. Para reservar, pagar de contado y seguir tus solicitudes, sí. Lo que envíes sin cuenta aparece en ella cuando la creas o inicias sesión con el mismo correo.',
        en: 'To browse the catalogue, book a test drive, sell your car or ask us to find one, no. To reserve, pay cash and follow your requests, yes. What you send without an account shows up in it once you sign up or sign in with the same e-mail.',
      },
    },
    {
      slug: 'moneda-de-los-precios',
      question: { es: '¿En qué moneda están los precios?', en: 'What currency are the prices in?' },
      answer: {
        es: `En pesos dominicanos (RD $). En el menú de moneda puedes verlos en dólares; esos montos son una referencia al cambio del día. El depósito de reserva se cobra en dólares: ${said.deposit}.`,
        en: `In Dominican pesos (RD $). The currency menu shows them in US dollars; those amounts are a reference at the day’s exchange rate. The reservation deposit is charged in dollars: ${said.deposit}.`,
      },
    },
    {
      slug: 'no-encuentro-el-carro',
      question: { es: '¿Qué hago si no encuentro el carro que busco?', en: 'What if I cannot find the car I am looking for?' },
      answer: {
        es: 'Pídenos que lo busquemos: dinos la marca, el modelo, el año y tu presupuesto. Te mostramos al momento los carros parecidos que tenemos y te escribimos cuando llegue uno que cumpla tu solicitud.',
        en: 'Ask us to find it: tell us the make, model, year and your budget. We show you the similar cars we have right away and write to you when one that meets your request arrives.',
      },
    },
  ],
};
