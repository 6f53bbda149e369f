import type { FaqCategorySeed } from './faq-seed.ts';

// The hours are those of server/buying/test-drives/test-drive-schedule.ts and the settings' test-drive schedule.
export const testDrives: FaqCategorySeed = {
  slug: 'pruebas-de-manejo',
  name: { es: 'Pruebas de manejo', en: 'Test drives' },
  faqs: [
    {
      slug: 'agendar-prueba-de-manejo',
      question: { es: '¿Cómo agendo una prueba de manejo?', en: 'How do I book a test drive?' },
      answer: {
        es: 'En la página del carro eliges el día y la hora: de lunes a viernes, de 8:00 a. m. a 5:00 p. m., desde mañana y hasta 31 días después. No necesitas cuenta. Te enviamos la confirmación por correo, con un archivo para añadirla a tu calendario, y luego un especialista te contacta.',
        en: 'On the car’s page you pick the day and time: Monday to Friday, 8:00am to 5:00pm, from tomorrow up to 31 days ahead. You do not need an account. We e-mail you the confirmation, with a file to add it to your calendar, and then a specialist contacts you.',
      },
    },
    {
      slug: 'requisitos-prueba-de-manejo',
      question: { es: '¿Qué necesito para la prueba de manejo?', en: 'What do I need for the test drive?' },
      answer: {
        es: 'Al agendar te pedimos tu cédula y tu salario mensual. El día de la prueba trae tu licencia de conducir vigente. La prueba dura hasta una hora.',
        en: 'When you book we ask for your cédula (ID card) and your monthly salary. On the day, bring your valid driving licence. The drive lasts up to an hour.',
      },
    },
    {
      slug: 'prueba-de-manejo-en-casa',
      question: { es: '¿Puedo probar el carro en mi casa?', en: 'Can I test drive the car at home?' },
      answer: {
        es: 'Sí: al agendar eliges probarlo en la sucursal donde está el carro o en tu casa. Si tu dirección está fuera del área de cobertura de la sucursal, puede aplicar un cargo adicional; te lo decimos antes de confirmar.',
        en: 'Yes: when you book, you choose to drive it at the branch where the car is or at your home. If your address is outside the branch’s coverage area, an extra charge may apply; we tell you before confirming.',
      },
    },
    {
      slug: 'cambiar-o-cancelar-prueba',
      question: { es: '¿Puedo cambiar o cancelar mi prueba de manejo?', en: 'Can I change or cancel my test drive?' },
      answer: {
        es: 'Sí, desde la sección de pruebas de manejo de tu cuenta. Si la agendaste sin cuenta, crea una o inicia sesión con el mismo correo y la verás allí. Si reservas o empiezas a comprar ese carro, la prueba agendada se cancela sola.',
        en: 'Yes, from the test drives section of your account. If you booked without an account, sign up or sign in with the same e-mail and you will find it there. If you reserve or start buying that car, the booked drive is cancelled by itself.',
      },
    },
  ],
};
