import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Accordion, AccordionItem } from '../../../ui/Accordion';
import { Button } from '../../../ui/Button';
import { UserIcon } from '../../../ui/icons/interfaceIcons';
import { Stack } from '../../../ui/Stack';
import { DRAWER_ACCOUNT_LINKS } from './account-links';
import { signOutEverywhere } from './sign-out';

export type DrawerAccountProps = { open: boolean; onToggle: () => void };

/**
 * The narrow drawer's account accordion: the wide menu's links plus selling (SPEC §2). Whether it
 * is open is the drawer's call, so it opens one at a time with language and currency.
 */
export function DrawerAccount({ open, onToggle }: DrawerAccountProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return (
    <Accordion value={open ? 'account' : ''} onValueChange={onToggle}>
      <AccordionItem value="account" title={t`Mi cuenta`} icon={<UserIcon size="sm" />}>
        <Stack gap="sm">
          {DRAWER_ACCOUNT_LINKS.map((item) => (
            <Link key={item.to} to={item.to}>
              {t(item.label)}
            </Link>
          ))}
          <Button variant="link" onClick={() => void signOutEverywhere(queryClient)}>
            <Trans>Cerrar sesión</Trans>
          </Button>
        </Stack>
      </AccordionItem>
    </Accordion>
  );
}
