import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ErrorToasterSlot } from '../../../../components/feedback/ErrorToasterSlot';
import { FailedLoad } from '../../../../components/feedback/FailedLoad';
import { useDocumentTitle } from '../../../../hooks/document-title';
import { usePreload } from '../../../../hooks/preload';
import { Container } from '../../../../ui/Container';
import { lazyNamed } from '../../../../ui/deferPopup';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../ui/Tabs';
import * as styles from '../../shared/AccountPage.css';
import { CardList } from '../../shared/CardList';
import { ItemCardSkeleton } from '../../shared/ItemCardSkeleton';
import { testDrivesQueryOptions } from '../api/test-drives-query';
import { EmptyTestDrives } from '../list/EmptyTestDrives';
import { testDriveToasts } from '../toasts/test-drive-toasts';
import { drivesOfTab, isTestDriveTab, TEST_DRIVE_TABS, type TestDriveTab } from './test-drive-tabs';

// The card's statechart and XState come after the first paint, while the test drives load.
const loadTestDriveCard = () => import('../card/TestDriveCard');
const TestDriveCard = lazyNamed(loadTestDriveCard, 'TestDriveCard');

type Props = { tab: TestDriveTab; onTabChange: (tab: TestDriveTab) => void };

/** /user/test-drive: the buyer's test drives in three tabs, upcoming, complete and archive (SPEC §2, §4). */
export function TestDrivesPage({ tab, onTabChange }: Props) {
  const { t } = useLingui();
  const title = t`Mis pruebas de manejo`;
  useDocumentTitle(title);
  usePreload(loadTestDriveCard);
  const labels = { upcoming: t`Pruebas de manejo próximas`, complete: t`Pruebas de manejo completadas`, archive: t`Pruebas de manejo archivadas` };
  return (
    <>
      <Container className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <Tabs value={tab} onValueChange={(value) => isTestDriveTab(value) && onTabChange(value)}>
          <TabsList label={t`Tus pruebas de manejo`}>
            <TabsTrigger value="upcoming">
              <Trans>Próximas</Trans>
            </TabsTrigger>
            <TabsTrigger value="complete">
              <Trans>Completadas</Trans>
            </TabsTrigger>
            <TabsTrigger value="archive">
              <Trans>Archivadas</Trans>
            </TabsTrigger>
          </TabsList>
          {TEST_DRIVE_TABS.map((each) => (
            // Every tab stays mounted, so each trigger controls a panel that exists.
            <TabsContent key={each} value={each} forceMount hidden={tab !== each}>
              <TestDrivesOfTab tab={each} label={labels[each]} />
            </TabsContent>
          ))}
        </Tabs>
      </Container>
      <ErrorToasterSlot store={testDriveToasts} />
    </>
  );
}

/** One tab: its cards, skeletons while loading, an empty state, or the problem with a retry. */
function TestDrivesOfTab({ tab, label }: { tab: TestDriveTab; label: string }) {
  const { t } = useLingui();
  const drives = useQuery(testDrivesQueryOptions());
  const shown = drivesOfTab(drives.data, tab);
  if (drives.isError) return <FailedLoad what={t`No pudimos cargar tus pruebas de manejo`} error={drives.error} onRetry={() => void drives.refetch()} retrying={drives.isFetching} />;
  if (shown?.length === 0) return <EmptyTestDrives tab={tab} />;
  return <CardList items={shown} label={label} card={(drive) => <TestDriveCard drive={drive} />} placeholder={<ItemCardSkeleton label={t`Cargando prueba de manejo`} />} />;
}
