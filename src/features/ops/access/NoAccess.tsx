import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../hooks/document-title';
import { HOME } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import * as styles from '../layout/OpsLayout.css';

/**
 * A signed-in account that may not open the console (or this section of it): what it is, and who can
 * change that. `section` is for staff who lack only this section's role.
 */
export function NoAccess({ section = false }: { section?: boolean }) {
  const { t } = useLingui();
  const title = section ? t`Esta sección no es para tu rol` : t`No tienes acceso a la consola`;
  useDocumentTitle(title);
  const Heading = section ? 'h2' : 'h1';
  return (
    <div className={styles.message}>
      <Heading className={section ? undefined : styles.title}>{title}</Heading>
      <p className={styles.muted}>
        {section ? (
          <Trans>Pide a un administrador que te dé el rol que la usa, o elige otra sección del menú.</Trans>
        ) : (
          <Trans>La consola es para el personal de Ola Cars. Si trabajas con nosotros, pide a un administrador que dé un rol a tu cuenta.</Trans>
        )}
      </p>
      {section ? null : (
        <Link to={HOME} className={buttonClassName({ variant: 'primary' })}>
          <Trans>Ir al inicio</Trans>
        </Link>
      )}
    </div>
  );
}
