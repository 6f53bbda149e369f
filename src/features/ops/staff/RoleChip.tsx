import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { ConfirmQuestion } from '../../../components/feedback/ConfirmQuestion';
import { inspect } from '../../../lib/inspector';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { roleRevoke } from '../api/ops-actors';
import { refetchStaff } from '../api/staff-query';
import { roleName } from './role-words';
import * as styles from './Staff.css';

/** One role of a staff member, which an admin may take away after a question. */
export function RoleChip({ email, role }: { email: string; role: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const actorRef = useActorRef(roleRevoke.provide({ actions: { staffChanged: () => void refetchStaff(queryClient) } }), { input: { email, role }, inspect });
  const asking = useSelector(actorRef, (snapshot) => snapshot.hasTag('question'));
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const revoked = useSelector(actorRef, (snapshot) => snapshot.status === 'done');
  const name = roleName(i18n, role);
  if (revoked) return null;
  if (busy) return <Spinner label={t`Quitando el rol ${name} a ${email}`} />;
  if (asking) {
    return (
      <ConfirmQuestion
        question={<Trans>¿Quitar el rol {name} a {email}?</Trans>}
        confirmLabel={<Trans>Sí, quitar</Trans>}
        onConfirm={() => actorRef.send({ type: 'revoke.confirm' })}
        onDeny={() => actorRef.send({ type: 'revoke.deny' })}
      />
    );
  }
  return (
    <span className={styles.role}>
      <Badge tone="info">{name}</Badge>
      <Button size="sm" variant="secondary" aria-label={t`Quitar el rol ${name} a ${email}`} onClick={() => actorRef.send({ type: 'revoke.request' })}>
        <Trans>Quitar</Trans>
      </Button>
    </span>
  );
}
