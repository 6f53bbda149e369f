import { Trans } from '@lingui/react/macro';
import { openSignIn } from '../../../lib/sign-in-request';
import { Button } from '../../../ui/Button';
import { UserIcon } from '../../../ui/icons/interfaceIcons';

type SignInButtonProps = { fullWidth?: boolean; onOpen?: () => void };

/** Opens the authentication modal, which the app mounts once (features/auth). */
export function SignInButton({ fullWidth = false, onOpen }: SignInButtonProps) {
  return (
    <Button
      variant="secondary"
      fullWidth={fullWidth}
      onClick={() => {
        onOpen?.();
        openSignIn();
      }}
    >
      <UserIcon size="sm" />
      <Trans>Iniciar sesión</Trans>
    </Button>
  );
}
