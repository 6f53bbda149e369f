import type { FaqCategorySeed } from './faq-seed.ts';
import { said } from './faq-seed.ts';

export const warranty: FaqCategorySeed = {
  slug: 'inspeccion-y-garantia',
  name: { es: 'Inspección y garantía', en: 'Inspection and warranty' },
  faqs: [
    {
      slug: 'que-revisa-la-inspeccion',
      question: { es: `¿Qué revisan en la inspección de más de ${said.points} puntos?`, en: `What does the inspection of more than ${said.points} points check?` },
      answer: {
        es: `Antes de publicar un carro revisamos más de ${said.points} puntos, área por área: exterior, interior, motor, transmisión, suspensión, frenos, neumáticos, sistema eléctrico, parte de abajo, una prueba en carretera y los papeles. El informe está en la página del carro, con la profundidad del dibujo de cada neumático y el grosor de las pastillas de freno.`,
        en: `Before a car is published we check more than ${said.points} points, area by area: exterior, interior, engine, transmission, suspension, brakes, tyres, electrical system, underbody, a road test and the papers. The report is on the car’s page, with each tyre’s tread depth and the brake pads’ thickness.`,
      },
    },
    {
      slug: 'garantia',
      question: { es: '¿Los carros tienen garantía?', en: 'Do the cars come with a warranty?' },
      answer: {
        es: `Sí. Los carros se entregan con una garantía de hasta ${said.warrantyMonths} meses, en las condiciones del plan de garantía de cada carro. El costo del plan aparece en el desglose de precio del carro.`,
        en: `Yes. Cars are delivered with a warranty of up to ${said.warrantyMonths} months, under the conditions of each car’s warranty plan. The plan’s cost is shown in the car’s price breakdown.`,
      },
    },
    {
      slug: 'falla-despues-de-comprar',
      question: { es: '¿Qué hago si el carro tiene una falla después de comprarlo?', en: 'What if the car develops a fault after I buy it?' },
      answer: {
        es: `Escríbenos por WhatsApp o por correo con la falla y los datos de tu compra. Si ocurre dentro de los ${said.warrantyMonths} meses de garantía y el plan de tu carro la cubre, la atendemos según sus condiciones.`,
        en: `Write to us on WhatsApp or by e-mail with the fault and your purchase details. If it happens within the ${said.warrantyMonths}-month warranty and your car’s plan covers it, we deal with it under the plan’s conditions.`,
      },
    },
    {
      slug: 'carro-robado-o-con-problemas-legales',
      question: { es: '¿Cómo sé que el carro no es robado ni tiene problemas legales?', en: 'How do I know the car is not stolen and has no legal problems?' },
      answer: {
        es: 'Antes de publicar cada carro revisamos sus papeles: la matrícula y el certificado de no oposición de la DGII, que confirma que nadie tiene registrado un impedimento para traspasarlo.',
        en: 'Before publishing each car we check its papers: the registration (matrícula) and the DGII’s certificate of no objection, which confirms that nothing registered prevents its transfer.',
      },
    },
  ],
};
