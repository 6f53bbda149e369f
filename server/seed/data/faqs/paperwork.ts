import type { FaqCategorySeed } from './faq-seed.ts';

// Dominican paperwork: the DGII (the tax authority) keeps the vehicle register.
export const paperwork: FaqCategorySeed = {
  slug: 'papeles-y-traspaso',
  name: { es: 'Papeles y traspaso', en: 'Paperwork and transfer' },
  faqs: [
    {
      slug: 'traspaso',
      question: { es: '¿Quién hace el traspaso y cuánto cuesta?', en: 'Who does the ownership transfer and what does it cost?' },
      answer: {
        es: 'Lo tramitamos nosotros ante la DGII (Dirección General de Impuestos Internos). Su costo, el impuesto de transferencia y los gastos del trámite, aparece en la línea de traspaso del desglose de precio de cada carro. Recibes la matrícula a tu nombre cuando la DGII la emite.',
        en: 'We handle it at the DGII (the Dominican tax authority). Its cost, the transfer tax and the paperwork fees, is on the transfer line of each car’s price breakdown. You receive the registration (matrícula) in your name once the DGII issues it.',
      },
    },
    {
      slug: 'certificado-de-no-oposicion',
      featured: true,
      question: { es: '¿Qué es el certificado de no oposición?', en: 'What is the certificate of no objection?' },
      answer: {
        es: 'Es una certificación de la DGII que indica que no hay oposición registrada al traspaso del vehículo: ni un embargo, ni un préstamo que lo tenga en garantía, ni otro impedimento. La obtenemos para cada carro antes de publicarlo, para que puedas comprarlo sin sorpresas.',
        en: 'It is a DGII certificate stating that no objection to the vehicle’s transfer is registered: no attachment, no loan holding it as collateral, no other hold. We obtain it for each car before publishing it, so you can buy it without surprises.',
      },
    },
    {
      slug: 'placa',
      question: { es: '¿El carro viene con placa?', en: 'Does the car come with a plate?' },
      answer: {
        es: 'En la República Dominicana la placa pertenece al vehículo: si el carro ya tiene placa, pasa a tu nombre con el traspaso. Si necesita una placa nueva, su costo aparece en la línea de placa del desglose de precio y hacemos el trámite.',
        en: 'In the Dominican Republic the plate belongs to the vehicle: if the car already has one, it passes to you with the transfer. If it needs a new plate, its cost is on the plate line of the price breakdown and we do the paperwork.',
      },
    },
    {
      slug: 'marbete',
      question: { es: '¿Qué es el marbete y quién lo renueva?', en: 'What is the marbete and who renews it?' },
      answer: {
        es: 'El marbete es el sello que prueba que se pagó el impuesto anual de circulación del vehículo. Se renueva cada año en el período que anuncia la DGII, en los bancos autorizados o en línea. Después de la compra, renovarlo le toca al nuevo dueño.',
        en: 'The marbete is the sticker proving that the vehicle’s yearly road tax was paid. It is renewed every year in the period the DGII announces, at authorised banks or online. After the purchase, renewing it is up to the new owner.',
      },
    },
    {
      slug: 'documentos-para-comprar',
      question: { es: '¿Qué documentos necesito para comprar?', en: 'What documents do I need to buy?' },
      answer: {
        es: 'Tu cédula, para poner el carro a tu nombre. Si lo financias, la entidad que financia te dice qué comprobantes de ingresos necesita. Para manejarlo, recuerda tener tu licencia de conducir y el seguro de ley vigentes.',
        en: 'Your cédula, to put the car in your name. If you finance it, the lender tells you which proof of income it needs. To drive it, remember to have a valid driving licence and the mandatory insurance.',
      },
    },
  ],
};
