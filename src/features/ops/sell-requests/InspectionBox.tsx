import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { CarInspectionReport } from '../../../../common/validation/car-editor';
import { FailedLoad } from '../../../components/feedback/FailedLoad';
import type { FormActorRef } from '../../../components/form/useFormField';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { carEditorOptionsQueryOptions } from '../api/car-editor-query';
import { sellInspection } from '../api/ops-actors';
import { refetchQueue, type QueuedRequest } from '../api/queue-query';
import { InspectionStep } from '../car-editor/InspectionStep';
import { useCarNumberField } from '../car-editor/car-fields';
import { TextField } from '../../../ui/TextField';
import * as styles from './QueueCard.css';

const today = () => new Date().toISOString().slice(0, 10);

type Props = { sellRequestId: string; title: string; report: QueuedRequest['inspectionReport'] };

/**
 * What the appraiser found inspecting one request's car, on the car editor's own report form
 * (decision 53): its summary once recorded, and the form to record it or correct it.
 */
export function InspectionBox({ sellRequestId, title, report }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The queue's report is the API's, checked by the same schema when it was recorded.
  const recordedReport = report ? ({ inspectedAt: report.inspectedAt, wheels: report.wheels, findings: report.findings } as CarInspectionReport) : null;
  const actorRef = useActorRef(sellInspection, { input: { sellRequestId, report: recordedReport, mileage: report?.mileage ?? null, today: today() }, inspect });
  const recorded = useSelector(actorRef, (snapshot) => snapshot.matches('recorded'));
  const form = useSelector(actorRef, (snapshot) => snapshot.children.sellInspectionForm);
  // The card's summary comes from the queue: fetched again once the report is stored.
  useEffect(() => {
    if (recorded) void refetchQueue(queryClient);
  }, [recorded, queryClient]);
  if (form) return <InspectionForm form={form as FormActorRef} title={t`Inspección de ${title}`} onCancel={() => actorRef.send({ type: 'inspection.cancel' })} />;
  const noted = report?.findings.length ?? 0;
  return (
    <div className={styles.sent}>
      {report ? (
        <p className={styles.value}>
          {noted === 0 ? (
            <Trans>Inspección registrada: sin observaciones</Trans>
          ) : noted === 1 ? (
            <Trans>Inspección registrada: 1 punto con observaciones</Trans>
          ) : (
            <Trans>Inspección registrada: {noted} puntos con observaciones</Trans>
          )}
        </p>
      ) : null}
      <Button size="sm" variant="secondary" aria-label={report ? t`Corregir la inspección: ${title}` : t`Registrar inspección: ${title}`} onClick={() => actorRef.send({ type: 'inspection.open' })}>
        {report ? <Trans>Corregir la inspección</Trans> : <Trans>Registrar inspección</Trans>}
      </Button>
    </div>
  );
}

function InspectionForm({ form, title, onCancel }: { form: FormActorRef; title: string; onCancel: () => void }) {
  const { t } = useLingui();
  const options = useQuery(carEditorOptionsQueryOptions());
  if (options.isError) return <FailedLoad what={t`No pudimos cargar la lista de revisión`} error={options.error} onRetry={() => void options.refetch()} retrying={options.isFetching} />;
  if (!options.data) return <Spinner label={t`Cargando la lista de revisión`} />;
  return (
    <InspectionStep
      form={form}
      title={title}
      areas={options.data.inspectionAreas}
      onBack={onCancel}
      backLabel={<Trans>Cancelar</Trans>}
      submitLabel={<Trans>Guardar inspección</Trans>}
    >
      <MileageField form={form} />
    </InspectionStep>
  );
}

/** The odometer the appraiser read; left empty, the seller's figure stands. */
function MileageField({ form }: { form: FormActorRef }) {
  const { t } = useLingui();
  return <TextField label={t`Kilometraje leído (km)`} hint={t`Vacío si es el que indicó el vendedor.`} autoComplete="off" maxLength={9} {...useCarNumberField(form, 'mileage')} />;
}
