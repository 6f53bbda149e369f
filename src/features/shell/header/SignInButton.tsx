import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../ui/Dialog';
import { UserIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './header.css';

type SignInButtonProps = { fullWidth?: boolean };

/** Accounts are not open yet: the button says so instead of leading nowhere. */
export function SignInButton({ fullWidth = false }: SignInButtonProps) {
  const { t } = useLingui();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" fullWidth={fullWidth}>
          <UserIcon size="sm" />
          <Trans>Iniciar sesión</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent
        size="sm"
        title={t`Las cuentas llegan pronto`}
        description={t`Muy pronto podrás crear tu cuenta, iniciar sesión con tu correo o con Google, guardar favoritos y seguir tus pruebas de manejo, compras y ventas.`}
        closeLabel={t`Cerrar`}
      >
        <div className={styles.dialogActions}>
          <DialogClose asChild>
            <Button>
              <Trans>Entendido</Trans>
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
