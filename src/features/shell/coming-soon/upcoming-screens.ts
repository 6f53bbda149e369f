import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

type UpcomingScreen = {
  title: MessageDescriptor;
  /** What the visitor will find here, so the page promises something concrete. */
  description: MessageDescriptor;
};

const screens = {
  faqs: {
    title: msg`Preguntas frecuentes`,
    description: msg`Respuestas sobre compra, venta, financiamiento, garantía y pruebas de manejo, y un formulario para enviarnos tu pregunta.`,
  },
} satisfies Record<string, UpcomingScreen>;

export type UpcomingScreenName = keyof typeof screens;

export const UPCOMING_SCREENS: Record<UpcomingScreenName, UpcomingScreen> = screens;
