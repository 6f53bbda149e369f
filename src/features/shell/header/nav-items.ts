import { msg } from '@lingui/core/macro';
import { BUY, FAQS, FIND_MY_CAR } from '../../../lib/routes';

/** The header's tabs, in the order SPEC §2 lists them. */
export const MAIN_NAV_ITEMS = [
  { to: BUY, label: msg`Comprar` },
  { to: FAQS, label: msg`Preguntas frecuentes` },
  { to: FIND_MY_CAR, label: msg`Encuentra mi carro` },
] as const;
