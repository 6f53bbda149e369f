import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FailedLoad } from '../../../components/feedback/FailedLoad';
import { useDocumentTitle } from '../../../hooks/document-title';
import { Skeleton } from '../../../ui/Skeleton';
import { dashboardQueryOptions } from '../api/dashboard-query';
import { CarsBlock, ConversionBlock, PromiseBlock, TodayBlock } from '../dashboard/DashboardBlocks';
import * as dashboard from '../dashboard/Dashboard.css';
import * as styles from './OpsLayout.css';

/** /ops itself: the sections are in the menu above; below, the figures of the areas the account's roles own. */
export function OpsHome() {
  const { t } = useLingui();
  useDocumentTitle(t`Consola`);
  return (
    <section aria-labelledby="ops-dashboard-title" className={dashboard.section}>
      <p className={styles.muted}>
        <Trans>Elige una sección del menú.</Trans>
      </p>
      <h2 id="ops-dashboard-title">
        <Trans>Resumen</Trans>
      </h2>
      <DashboardFigures />
    </section>
  );
}

function DashboardFigures() {
  const { t } = useLingui();
  const figures = useQuery(dashboardQueryOptions());
  if (figures.isError) return <FailedLoad what={t`No pudimos cargar el resumen`} error={figures.error} onRetry={() => void figures.refetch()} retrying={figures.isFetching} />;
  const data = figures.data;
  if (!data)
    return (
      <output className={dashboard.grid} aria-busy="true" aria-label={t`Cargando el resumen`}>
        {[0, 1, 2].map((index) => (
          <span key={index} className={dashboard.card}>
            <Skeleton width="50%" height="1.25rem" />
            <Skeleton height="6rem" />
          </span>
        ))}
      </output>
    );
  const today = data.testDrivesToday !== null || data.inspectionsToday !== null;
  return (
    <div className={dashboard.grid}>
      {data.offerPromise ? <PromiseBlock counts={data.offerPromise} /> : null}
      {today ? <TodayBlock testDrives={data.testDrivesToday ?? null} inspections={data.inspectionsToday ?? null} /> : null}
      {data.carsByStatus ? <CarsBlock counts={data.carsByStatus} /> : null}
      {data.driveConversion ? <ConversionBlock conversion={data.driveConversion} /> : null}
    </div>
  );
}
