import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { APP_DOWNLOAD, BUY, FAQS, FIND_MY_CAR, REQUEST_A_CAR, SELL, TERMS } from '../../../lib/routes';

/** A link without `to` names a page that does not exist yet; it is shown as coming soon. */
export type FooterLink = { label: MessageDescriptor; to?: string };
export type FooterColumn = { title: MessageDescriptor; links: readonly FooterLink[] };

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: msg`Compra y vende`,
    links: [
      { label: msg`Carros en venta`, to: BUY },
      { label: msg`Encuentra mi carro`, to: FIND_MY_CAR },
      { label: msg`Solicita un carro`, to: REQUEST_A_CAR },
      { label: msg`Vende tu carro`, to: SELL },
      { label: msg`Descarga la app`, to: APP_DOWNLOAD },
    ],
  },
  {
    title: msg`Ayuda`,
    links: [{ label: msg`Preguntas frecuentes`, to: FAQS }, { label: msg`Términos y condiciones`, to: TERMS }, { label: msg`Soporte` }],
  },
  {
    title: msg`Compañía`,
    links: [
      { label: msg`Sobre nosotros` },
      { label: msg`Trabaja con nosotros` },
      { label: msg`Empleos` },
      { label: msg`Prensa` },
      { label: msg`Blog` },
      { label: msg`Desarrolladores` },
      { label: msg`Inteligencia artificial` },
      { label: msg`Estado del servicio` },
    ],
  },
  {
    title: msg`Políticas`,
    links: [
      { label: msg`Política SAGRALAFT` },
      { label: msg`Política PTEE` },
      { label: msg`Tratamiento de datos` },
      { label: msg`Garantía` },
    ],
  },
];
