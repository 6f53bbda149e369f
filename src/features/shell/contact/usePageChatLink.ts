import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { formatPhoneForDisplay, whatsappChatLink } from '../../../../common/phone';
import { settingQueryOptions } from '../api/settings';

/** The chat link of the contact line: its message names the page the visitor is looking at. */
export function usePageChatLink(): { href: string; displayNumber: string } | null {
  const { t } = useLingui();
  const { data: setting } = useQuery(settingQueryOptions());
  // The router's origin: the browser's, or on the server the one the page was asked at.
  const { origin } = useRouter();
  const pageUrl = useRouterState({ select: (state) => `${origin}${state.location.href}` });
  if (!setting?.whatsappTelephoneNumber) return null;
  const number = setting.whatsappTelephoneNumber;
  return {
    href: whatsappChatLink(number, t`Hola Ola Cars, tengo una consulta sobre esta página: ${pageUrl}`),
    displayNumber: formatPhoneForDisplay(number),
  };
}
