import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FailedLoad } from '../../../components/feedback/FailedLoad';
import { useDocumentTitle } from '../../../hooks/document-title';
import { Skeleton } from '../../../ui/Skeleton';
import { type StaffMember, staffQueryOptions } from '../api/staff-query';
import { GrantForm } from './GrantForm';
import { RoleChip } from './RoleChip';
import * as styles from './Staff.css';

/** /ops/staff: who holds which role, a role given by e-mail, and each role taken away after a question. */
export function StaffPage() {
  const { t } = useLingui();
  const title = t`Personal`;
  useDocumentTitle(title);
  return (
    <section aria-labelledby="ops-staff-title" className={styles.section}>
      <h2 id="ops-staff-title">{title}</h2>
      <GrantForm />
      <StaffList />
    </section>
  );
}

function StaffList() {
  const { t } = useLingui();
  const staff = useQuery(staffQueryOptions());
  if (staff.isError) return <FailedLoad what={t`No pudimos cargar el personal`} error={staff.error} onRetry={() => void staff.refetch()} retrying={staff.isFetching} />;
  if (staff.data?.length === 0)
    return (
      <p className={styles.email}>
        <Trans>Nadie tiene un rol todavía.</Trans>
      </p>
    );
  return (
    <ul className={styles.list} aria-label={t`Personal con roles`} aria-busy={staff.data ? undefined : true}>
      {staff.data
        ? staff.data.map((member) => <StaffRow key={member.id} member={member} />)
        : [0, 1].map((index) => (
            <li key={index} className={styles.member}>
              <Skeleton width="40%" />
              <Skeleton width="25%" />
            </li>
          ))}
    </ul>
  );
}

/** One staff member: who, and each role with its revoke. */
function StaffRow({ member }: { member: StaffMember }) {
  const { t } = useLingui();
  const { email } = member;
  return (
    <li className={styles.member} aria-label={`${member.name} ${member.lastName}`}>
      <span className={styles.who}>
        <strong>
          {member.name} {member.lastName}
        </strong>
        <span className={styles.email}>{member.email}</span>
      </span>
      <ul className={styles.roles} aria-label={t`Roles de ${email}`}>
        {member.roles.map((role) => (
          <li key={role}>
            <RoleChip email={member.email} role={role} />
          </li>
        ))}
      </ul>
    </li>
  );
}
