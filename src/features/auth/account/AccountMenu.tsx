import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../../hooks/session';
import { Button } from '../../../ui/Button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../../../ui/DropdownMenu';
import { ChevronIcon, UserIcon } from '../../../ui/icons/interfaceIcons';
import { ACCOUNT_LINKS } from './account-links';
import { signOutEverywhere } from './sign-out';

/** The wide header's My account menu (SPEC §2): test drives, buying, favourites, settings, sign out. */
export function AccountMenu() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const session = useSession();
  if (!session) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          <UserIcon size="sm" />
          <Trans>Mi cuenta</Trans>
          <ChevronIcon direction="down" size="sm" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{`${session.user.name} ${session.user.lastName}`}</DropdownMenuLabel>
        {ACCOUNT_LINKS.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{t(item.label)}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOutEverywhere(queryClient)}>
          <Trans>Cerrar sesión</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
