import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { OPS_SELL_REQUESTS } from '../../../lib/routes';
import type { OpsDashboard } from '../api/dashboard-query';
import { BarChart } from './BarChart';
import { carStatusName } from '../ops-words';
import { percent } from './dashboard-words';
import * as styles from './Dashboard.css';

/** One block of the home, a region named by its heading. */
export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h3 id={id} className={styles.cardTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function Figure({ value, label }: { value: string | number; label: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
}

export function CarsBlock({ counts }: { counts: NonNullable<OpsDashboard['carsByStatus']> }) {
  const { t, i18n } = useLingui();
  const title = t`Carros por estado`;
  return (
    <Block id="ops-dashboard-cars" title={title}>
      <BarChart title={title} bars={counts.map((each) => ({ key: each.status, label: carStatusName(i18n, each.status), value: each.count }))} />
    </Block>
  );
}

export function PromiseBlock({ counts }: { counts: NonNullable<OpsDashboard['offerPromise']> }) {
  const { t } = useLingui();
  const title = t`Ofertas: promesa de 24 horas`;
  const bars = [
    { key: 'onTime', label: t`A tiempo`, value: counts.onTime },
    { key: 'dueSoon', label: t`Vencen en 6 h`, value: counts.dueSoon, tone: 'warning' as const },
    { key: 'overdue', label: t`Vencidas`, value: counts.overdue, tone: 'danger' as const },
  ];
  return (
    <Block id="ops-dashboard-promise" title={title}>
      <p className={styles.note}>
        <Trans>Solicitudes de venta esperando oferta, por el tiempo que queda de la promesa.</Trans>
      </p>
      <BarChart title={title} bars={bars} />
      <Link to={OPS_SELL_REQUESTS} className={styles.link}>
        <Trans>Ver las solicitudes</Trans>
      </Link>
    </Block>
  );
}

export function TodayBlock({ testDrives, inspections }: { testDrives: number | null; inspections: number | null }) {
  const { t } = useLingui();
  return (
    <Block id="ops-dashboard-today" title={t`Hoy`}>
      <dl className={styles.figures}>
        {testDrives === null ? null : <Figure value={testDrives} label={t`Pruebas de manejo`} />}
        {inspections === null ? null : <Figure value={inspections} label={t`Inspecciones`} />}
      </dl>
      <p className={styles.note}>
        <Trans>Día de hoy en Santo Domingo.</Trans>
      </p>
    </Block>
  );
}

export function ConversionBlock({ conversion }: { conversion: NonNullable<OpsDashboard['driveConversion']> }) {
  const { t, i18n } = useLingui();
  const title = t`De prueba de manejo a compra`;
  return (
    <Block id="ops-dashboard-conversion" title={title}>
      <dl className={styles.figures}>
        <Figure value={conversion.ratio === null ? t`Sin pruebas` : percent(conversion.ratio, i18n.locale)} label={t`Conversión`} />
      </dl>
      <BarChart
        title={title}
        bars={[
          { key: 'drives', label: t`Pruebas hechas`, value: conversion.drives },
          { key: 'purchases', label: t`Compradas`, value: conversion.purchases },
        ]}
      />
      <p className={styles.note}>
        <Trans>Últimos 30 días: compras del mismo carro por quien lo probó, después de la prueba.</Trans>
      </p>
    </Block>
  );
}
