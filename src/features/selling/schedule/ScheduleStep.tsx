import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import type { FormActorRef } from '../../../components/form/useFormField';
import { TERMS } from '../../../lib/routes';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { Skeleton } from '../../../ui/Skeleton';
import type { SellWizardRef } from '../api/sell-actors';
import { StepForm } from '../wizard/StepForm';
import { useFieldProblem } from '../wizard/useFieldProblem';
import * as styles from '../wizard/SellWizard.css';
import * as calendar from './ScheduleStep.css';
import { SlotPicker } from './SlotPicker';
import { LoadProblem } from '../../../components/feedback/LoadProblem';

type Props = { wizard: SellWizardRef; form: FormActorRef; title: string };

/** Step 5, Día y hora: the calendar of the place chosen, the terms, and the send. */
export function ScheduleStep({ wizard, form, title }: Props) {
  const { t } = useLingui();
  const phase = useSelector(wizard, (snapshot) => (snapshot.matches({ schedule: 'loadingSlots' }) ? 'loading' : snapshot.matches({ schedule: 'slotsFailed' }) ? 'failed' : snapshot.matches({ schedule: 'noSlots' }) ? 'none' : 'choosing'));
  const slots = useSelector(wizard, (snapshot) => snapshot.context.slots);
  const slotTaken = useSelector(wizard, (snapshot) => snapshot.context.slotTaken);
  const chosen = useSelector(form, (snapshot) => String(snapshot.context.values.slotStartsAt ?? ''));
  const accepted = useSelector(form, (snapshot) => snapshot.context.values.acceptTerms === true);
  const problem = useFieldProblem(form);
  const change = (field: string, value: unknown) => form.send({ type: 'field.change', field, value });
  return (
    <StepForm form={form} title={title} onBack={() => wizard.send({ type: 'step.back' })} submitLabel={<Trans>Agendar inspección</Trans>}>
      {slotTaken ? (
        <p role="alert" className={styles.warning}>
          <Trans>Alguien acaba de reservar esa hora. Elige otra; el resto de tus datos se mantiene.</Trans>
        </p>
      ) : null}
      {phase === 'loading' ? (
        <div aria-busy="true" aria-label={t`Cargando horas disponibles`}>
          <Skeleton height="120px" radius="md" />
        </div>
      ) : phase === 'failed' ? (
        <LoadProblem title={t`No pudimos cargar las horas disponibles.`} onRetry={() => wizard.send({ type: 'slots.retry' })} />
      ) : phase === 'none' ? (
        <output className={styles.notice}>
          <Trans>No hay horas disponibles para inspecciones</Trans>
        </output>
      ) : (
        <SlotPicker slots={slots} chosen={chosen} onChoose={(startsAt) => change('slotStartsAt', startsAt)} error={problem('slotStartsAt')} />
      )}
      {phase === 'loading' || phase === 'failed' ? null : <RangeButtons wizard={wizard} />}
      <Checkbox
        name="acceptTerms"
        checked={accepted}
        onCheckedChange={(checked) => change('acceptTerms', checked)}
        error={problem('acceptTerms')}
        label={
          <Trans>
            Acepto los <Link to={TERMS}>términos y condiciones</Link>
          </Trans>
        }
      />
    </StepForm>
  );
}

/** Earlier and later dates of the calendar; the machine says whether earlier ones are on offer. */
function RangeButtons({ wizard }: { wizard: SellWizardRef }) {
  const earlier = useSelector(wizard, (snapshot) => snapshot.can({ type: 'slots.earlier' }));
  return (
    <div className={calendar.range}>
      <Button variant="ghost" size="sm" disabled={!earlier} onClick={() => wizard.send({ type: 'slots.earlier' })}>
        <Trans>Fechas anteriores</Trans>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => wizard.send({ type: 'slots.later' })}>
        <Trans>Fechas siguientes</Trans>
      </Button>
    </div>
  );
}
