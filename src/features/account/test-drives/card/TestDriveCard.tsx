import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '../../../../ui/Badge';
import { ItemCard } from '../../shared/ItemCard';
import { ItemCardSkeleton } from '../../shared/ItemCardSkeleton';
import { ItemControls } from '../../shared/ItemControls';
import { useAccountItem } from '../../shared/useAccountItem';
import { testDriveActions } from '../api/test-drive-actors';
import { refetchTestDrives, type TestDrive } from '../api/test-drives-query';
import { testDriveStanding } from '../page/test-drive-tabs';
import { TestDriveFacts } from './TestDriveFacts';
import { STATUS_WORDS } from './test-drive-words';

const STATUS_TONES: Record<string, BadgeProps['tone']> = { SCHEDULED: 'info', COMPLETED: 'certified' };

/** SPEC §3 Test drive card; upcoming ones can be cancelled, any deleted to the archive and restored from it (SPEC §4). */
export function TestDriveCard({ drive }: { drive: TestDrive }) {
  const { t, i18n } = useLingui();
  const standing = testDriveStanding(drive);
  const actions = useAccountItem(testDriveActions, { id: drive.id, standing }, refetchTestDrives);
  const title = drive.car.title;
  if (actions.busy === 'cancel') return <ItemCardSkeleton label={t`Cancelando la prueba de manejo de ${title}`} />;
  if (actions.busy === 'delete') return <ItemCardSkeleton label={t`Eliminando la prueba de manejo de ${title}`} />;
  if (actions.busy === 'restore') return <ItemCardSkeleton label={t`Restaurando la prueba de manejo de ${title}`} />;
  if (actions.changed) return null;
  const status = STATUS_WORDS[drive.status];
  return (
    <ItemCard car={drive.car} badge={<Badge tone={STATUS_TONES[drive.status] ?? 'neutral'}>{status ? i18n._(status) : drive.status}</Badge>}>
      <TestDriveFacts drive={drive} />
      <ItemControls
        item={actions}
        title={title}
        words={{
          cancel: <Trans>Cancelar prueba</Trans>,
          cancelQuestion: <Trans>¿Cancelar esta prueba de manejo? La hora queda libre.</Trans>,
          deleteQuestion:
            standing === 'open' ? (
              <Trans>¿Eliminar esta prueba de manejo? Se cancela y pasa al archivo, de donde puedes restaurarla.</Trans>
            ) : (
              <Trans>¿Eliminar esta prueba de manejo? Pasa al archivo, de donde puedes restaurarla.</Trans>
            ),
        }}
      />
    </ItemCard>
  );
}
