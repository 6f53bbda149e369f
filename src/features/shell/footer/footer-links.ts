import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { APP_DOWNLOAD, BUY, FAQS, FIND_MY_CAR, REQUEST_A_CAR, SELL, TERMS } from '../../../lib/routes';

/** Where a visitor can turn instead of a page that is not open yet. */
export type Instead = 'contact' | 'terms';

/**
 * A link with `to` goes to a page; `opens` opens a modal (the page stays the link's target for a new
 * tab); `soon` names a page that does not exist yet, shown as a button that says so and where to go.
 */
export type FooterLink =
  | { label: MessageDescriptor; to: string; opens?: 'appDownload' }
  | { label: MessageDescriptor; opens: 'contact' }
  | { label: MessageDescriptor; soon: { instead: Instead } };
export type FooterColumn = { title: MessageDescriptor; links: readonly FooterLink[] };

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: msg`Compra y vende`,
    links: [
      { label: msg`Carros en venta`, to: BUY },
      { label: msg`Encuentra mi carro`, to: FIND_MY_CAR },
      { label: msg`Solicita un carro`, to: REQUEST_A_CAR },
      { label: msg`Vende tu carro`, to: SELL },
      { label: msg`Descarga la app`, to: APP_DOWNLOAD, opens: 'appDownload' },
    ],
  },
  {
    title: msg`Ayuda`,
    links: [{ label: msg`Preguntas frecuentes`, to: FAQS }, { label: msg`Términos y condiciones`, to: TERMS }, { label: msg`Soporte`, opens: 'contact' }],
  },
  {
    title: msg`Compañía`,
    links: [
      { label: msg`Sobre nosotros`, soon: { instead: 'contact' } },
      { label: msg`Trabaja con nosotros`, soon: { instead: 'contact' } },
      { label: msg`Empleos`, soon: { instead: 'contact' } },
      { label: msg`Prensa`, soon: { instead: 'contact' } },
      { label: msg`Blog`, soon: { instead: 'contact' } },
      { label: msg`Desarrolladores`, soon: { instead: 'contact' } },
      { label: msg`Inteligencia artificial`, soon: { instead: 'contact' } },
      { label: msg`Estado del servicio`, soon: { instead: 'contact' } },
    ],
  },
  {
    title: msg`Políticas`,
    links: [
      { label: msg`Política SAGRALAFT`, soon: { instead: 'contact' } },
      { label: msg`Política PTEE`, soon: { instead: 'contact' } },
      { label: msg`Tratamiento de datos`, soon: { instead: 'terms' } },
      { label: msg`Garantía`, soon: { instead: 'terms' } },
    ],
  },
];
