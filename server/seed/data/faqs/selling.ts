import type { FaqCategorySeed } from './faq-seed.ts';
import { said } from './faq-seed.ts';

// The inspection hours are those of server/selling/inspection-schedule.ts.
export const selling: FaqCategorySeed = {
  slug: 'vender',
  name: { es: 'Vender tu carro', en: 'Selling your car' },
  faqs: [
    {
      slug: 'como-vender-mi-carro',
      featured: true,
      question: { es: '¿Cómo vendo mi carro?', en: 'How do I sell my car?' },
      answer: {
        es: `Dinos la marca, el modelo, el año, la versión y el millaje, y te damos una cotización estimada. Luego agenda la inspección en una sucursal o en tu casa: después de inspeccionarlo te hacemos una oferta firme en menos de ${said.offerHours} horas, válida por ${said.offerDays} días. Si la aceptas, nos encargamos del traspaso. Ya hemos comprado más de ${said.carsBought} carros.`,
        en: `Tell us the make, model, year, trim and mileage, and we give you an estimated quote. Then book the inspection at a branch or at your home: after inspecting it we make you a firm offer within ${said.offerHours} hours, valid for ${said.offerDays} days. If you accept it, we handle the ownership transfer. We have already bought more than ${said.carsBought} cars.`,
      },
    },
    {
      slug: 'como-calculan-la-cotizacion',
      question: { es: '¿Cómo calculan la cotización de mi carro?', en: 'How is my car’s quote worked out?' },
      answer: {
        es: 'Es una estimación hecha con los precios de carros comparables: el mismo modelo, de años y millaje cercanos. La cotización dice en cuántos carros se basa. La oferta firme llega después de la inspección, cuando conocemos el estado real del carro.',
        en: 'It is an estimate made from the prices of comparable cars: the same model, of similar years and mileage. The quote says how many cars it is based on. The firm offer comes after the inspection, once we know the car’s real condition.',
      },
    },
    {
      slug: 'puede-cambiar-la-oferta',
      question: { es: '¿Puede cambiar la oferta que me hicieron?', en: 'Can the offer I received change?' },
      answer: {
        es: `La oferta es firme durante ${said.offerDays} días. Solo puede cambiar si, al entregar el carro, su estado o su millaje no son los de la inspección.`,
        en: `The offer is firm for ${said.offerDays} days. It can only change if, when you hand the car over, its condition or mileage are not those of the inspection.`,
      },
    },
    {
      slug: 'horario-de-inspeccion',
      question: { es: '¿Cuándo pueden inspeccionar mi carro?', en: 'When can my car be inspected?' },
      answer: {
        es: 'De lunes a viernes de 8:00 a. m. a 5:00 p. m. y los sábados de 9:00 a. m. a 1:00 p. m., excepto los días feriados, desde mañana y hasta 31 días después. Puedes llegar en cualquier momento dentro de la hora que elegiste. Puedes cambiar la cita o cancelarla desde tu cuenta.',
        en: 'Monday to Friday from 8:00am to 5:00pm and Saturdays from 9:00am to 1:00pm, except public holidays, from tomorrow up to 31 days ahead. You can arrive at any time within the hour you chose. You can change or cancel the appointment from your account.',
      },
    },
    {
      slug: 'papeles-para-vender',
      question: { es: '¿Qué papeles necesito para vender mi carro?', en: 'What papers do I need to sell my car?' },
      answer: {
        es: 'La matrícula del carro a tu nombre y tu cédula. El carro no debe tener oposiciones: si tiene un préstamo o un embargo registrado, dínoslo al agendar, porque hay que levantarlo antes del traspaso.',
        en: 'The car’s registration (matrícula) in your name and your cédula. The car must have no legal holds: if a loan or an attachment is registered on it, tell us when you book, because it must be lifted before the transfer.',
      },
    },
  ],
};
