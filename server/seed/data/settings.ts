const networks = (handle: string) => [
  { name: 'Facebook', slug: 'facebook', url: `https://www.facebook.com/${handle}` },
  { name: 'Instagram', slug: 'instagram', url: `https://www.instagram.com/${handle}` },
  { name: 'YouTube', slug: 'youtube', url: `https://www.youtube.com/@${handle}` },
  { name: 'TikTok', slug: 'tiktok', url: `https://www.tiktok.com/@${handle}` },
  { name: 'LinkedIn', slug: 'linkedin', url: `https://www.linkedin.com/company/${handle}` },
];

/** A schedule in both interface languages; the plain field keeps the Spanish source, as `name` does. */
const schedule = (es: string, en: string) => ({ es, en });
const salesHours = (es: string, en: string) => ({ salesAndSupportSchedule: es, salesAndSupportScheduleTranslations: schedule(es, en) });
const testDriveHours = (es: string, en: string) => ({ testDriveSchedule: es, testDriveScheduleTranslations: schedule(es, en) });

/** Contact details per country code; numbers keep the punctuation people write them with. */
export const settingSeeds = {
  DO: {
    address: 'Av. Abraham Lincoln 1003, Piantini, Santo Domingo',
    infoEmail: 'info@olacars.do',
    ...salesHours('Lunes a sábado 8:00am-6:00pm', 'Monday to Saturday 8:00am-6:00pm'),
    ...testDriveHours('Lunes a viernes 8:00am-5:00pm', 'Monday to Friday 8:00am-5:00pm'),
    whatsappTelephoneNumber: '+1 (809) 555-0142',
    website: 'https://olacars.do',
    telephoneNumber: '+1 (809) 555-0100',
    socialNetworks: networks('olacars.do'),
    appStoreUrl: 'https://apps.apple.com/do/app/ola-cars/id6450000142',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=do.olacars.app',
  },
  CO: {
    address: 'Carrera 11 # 93-46, Chicó, Bogotá',
    infoEmail: 'info@olacars.co',
    ...salesHours('Lunes a viernes 8:00am-6:00pm', 'Monday to Friday 8:00am-6:00pm'),
    ...testDriveHours('Lunes a viernes 8:00am-5:00pm', 'Monday to Friday 8:00am-5:00pm'),
    whatsappTelephoneNumber: '+57 (310) 555-0199',
    website: 'https://olacars.co',
    telephoneNumber: '+57 (601) 555-0150',
    socialNetworks: networks('olacars.co'),
    appStoreUrl: 'https://apps.apple.com/co/app/ola-cars/id6450000142',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=do.olacars.app',
  },
} as const;
