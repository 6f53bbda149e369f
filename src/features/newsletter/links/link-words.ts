import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewsletterLinkKind } from '../api/newsletter-requests';

type Outcome = 'following' | 'done' | 'refused' | 'failed';

/** What each link's page says at each point: a title, and the text under it (none while following). */
export const LINK_WORDS: Record<NewsletterLinkKind, Record<Outcome, { title: MessageDescriptor; text?: MessageDescriptor }>> = {
  confirm: {
    following: { title: msg`Confirmando tu suscripción` },
    done: { title: msg`¡Suscripción confirmada!`, text: msg`Desde ahora recibirás en tu correo los carros nuevos y las ofertas de la semana. Cada correo trae un enlace para darte de baja.` },
    refused: { title: msg`Este enlace ya no es válido`, text: msg`Venció, fue reemplazado por uno más reciente o la suscripción terminó. Suscríbete de nuevo desde el pie de página y te enviaremos un enlace nuevo.` },
    failed: { title: msg`No pudimos confirmar tu suscripción`, text: msg`Revisa tu conexión a internet e inténtalo de nuevo; el enlace sigue siendo válido.` },
  },
  unsubscribe: {
    following: { title: msg`Dándote de baja` },
    done: { title: msg`Te diste de baja del boletín`, text: msg`No te enviaremos más boletines. Si fue un error, puedes suscribirte de nuevo desde el pie de página cuando quieras.` },
    refused: { title: msg`Este enlace no es válido`, text: msg`Usa el enlace completo del último boletín que te enviamos, o escríbenos y te damos de baja nosotros.` },
    failed: { title: msg`No pudimos darte de baja`, text: msg`Revisa tu conexión a internet e inténtalo de nuevo.` },
  },
};
