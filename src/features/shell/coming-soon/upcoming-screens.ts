import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

type UpcomingScreen = {
  title: MessageDescriptor;
  /** What the visitor will find here, so the page promises something concrete. */
  description: MessageDescriptor;
};

const screens = {
  appDownload: {
    title: msg`Descarga la app`,
    description: msg`Los enlaces para descargar la app de Ola Cars desde App Store y Google Play.`,
  },
} satisfies Record<string, UpcomingScreen>;

export type UpcomingScreenName = keyof typeof screens;

export const UPCOMING_SCREENS: Record<UpcomingScreenName, UpcomingScreen> = screens;
