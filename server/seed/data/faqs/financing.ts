import { FINANCING_LIMITS } from '../../../../common/financing.ts';
import type { FaqCategorySeed } from './faq-seed.ts';
import { said } from './faq-seed.ts';

const incomeShare = `${Math.round(FINANCING_LIMITS.maxPaymentShareOfIncome * 100)} %`;

export const financing: FaqCategorySeed = {
  slug: 'financiamiento',
  name: { es: 'Financiamiento', en: 'Financing' },
  faqs: [
    {
      slug: 'puedo-financiar',
      featured: true,
      question: { es: '¿Puedo financiar mi carro?', en: 'Can I finance my car?' },
      answer: {
        es: `Sí. La calculadora de cada carro parte de un inicial del ${said.downPayment} del precio y plazos de ${said.terms.es}, según el plan. Las cuotas son estimaciones: aplican restricciones, sujeto a aprobación de crédito, y la entidad que financia confirma el plan, la tasa y el plazo finales.`,
        en: `Yes. Each car’s calculator starts from a ${said.downPayment} down payment and terms of ${said.terms.en}, depending on the plan. The payments are estimates: restrictions apply, subject to credit approval, and the lender confirms the final plan, rate and term.`,
      },
    },
    {
      slug: 'precalificacion',
      question: { es: '¿La precalificación afecta mi historial de crédito?', en: 'Does prequalifying affect my credit score?' },
      answer: {
        es: `No. La precalificación no consulta tu historial de crédito y no lo afecta. Con tu cédula, tu trabajo, tus ingresos y el inicial que tienes, te decimos al momento hasta qué monto podrías financiar, con una cuota que no pase del ${incomeShare} de tus ingresos mensuales.`,
        en: `No. Prequalifying does not check your credit history and does not affect it. With your cédula, your job, your income and the down payment you have, we tell you right away how much you could finance, with a payment of no more than ${incomeShare} of your monthly income.`,
      },
    },
    {
      slug: 'planes-de-financiamiento',
      question: { es: '¿Con quién financio el carro?', en: 'Who finances the car?' },
      answer: {
        es: 'Con Ola Financia, nuestro propio plan, o con los planes de bancos aliados. Cuando el plan es de un banco, tu solicitud continúa en el sitio del banco y se rige por sus condiciones.',
        en: 'With Ola Financia, our own plan, or with our partner banks’ plans. When the plan is a bank’s, your application continues on the bank’s site and is governed by its conditions.',
      },
    },
    {
      slug: 'inicial-minimo',
      question: { es: '¿Cuánto necesito de inicial?', en: 'How much down payment do I need?' },
      answer: {
        es: `La calculadora propone el ${said.downPayment} del precio, y puedes cambiarlo. Cada plan fija el inicial mínimo que acepta; un inicial mayor baja la cuota y el costo total del préstamo.`,
        en: `The calculator suggests ${said.downPayment} of the price, and you can change it. Each plan sets the smallest down payment it accepts; a larger one lowers the monthly payment and the loan’s total cost.`,
      },
    },
  ],
};
