import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { ErrorToasts } from '../../../components/feedback/ErrorToasts';
import { Container } from '../../../ui/Container';
import { ToastProvider, ToastViewport } from '../../../ui/Toast';
import { NoAccess } from '../access/NoAccess';
import { sectionsFor } from '../access/ops-sections';
import { describeOpsError } from '../api/ops-errors';
import { opsToasts } from '../api/ops-toasts';
import { staffRolesQueryOptions } from '../api/staff-roles-query';
import * as styles from './OpsLayout.css';

/** /ops: the staff console's frame, with only the sections the account's roles open; a customer is told it is not for them. */
export function OpsLayout() {
  const { t, i18n } = useLingui();
  const { data: roles } = useSuspenseQuery(staffRolesQueryOptions());
  if (roles.length === 0)
    return (
      <Container className={styles.page}>
        <NoAccess />
      </Container>
    );
  const sections = sectionsFor(roles);
  return (
    <ToastProvider label={t`Notificación`}>
      <Container className={styles.page}>
        <h1 className={styles.title}>
          <Trans>Consola</Trans>
        </h1>
        <nav aria-label={t`Secciones de la consola`} className={styles.nav}>
          {sections.map((section) => (
            <Link key={section.id} to={section.path} className={styles.navLink}>
              {i18n._(section.label)}
            </Link>
          ))}
        </nav>
        {sections.length === 0 ? (
          <p className={styles.muted}>
            <Trans>Aún no hay secciones para tu rol en la consola.</Trans>
          </p>
        ) : null}
        <Outlet />
      </Container>
      <ErrorToasts store={opsToasts} describe={describeOpsError} />
      <ToastViewport label={t`Notificaciones ({hotkey})`} />
    </ToastProvider>
  );
}
