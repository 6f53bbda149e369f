import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { priceAlertsFormInput, type PriceAlertsRecord } from '../../../../machines/price-alerts-form/price-alerts-form.machine';
import { LockedForm } from '../../../components/form/LockedForm';
import type { FormActorRef } from '../../../components/form/useFormField';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { Toast } from '../../../ui/Toast';
import { priceAlertsSaving } from '../api/settings-actors';
import * as styles from '../page/SettingsPage.css';

type Props = { record: PriceAlertsRecord };

/** The switch of favourites' price-drop e-mails, saved like the profile on the one form machine. */
export function PriceAlertsForm({ record }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const machine = useMemo(() => priceAlertsSaving(queryClient), [queryClient]);
  const actorRef = useActorRef(machine, { input: priceAlertsFormInput(record), inspect });
  const form: FormActorRef = actorRef;
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const saved = useSelector(actorRef, (snapshot) => snapshot.hasTag('saved'));
  const enabled = useSelector(actorRef, (snapshot) => snapshot.context.values.enabled);
  return (
    <>
      <LockedForm form={form} labelledBy="price-alerts-title" fieldsetClassName={styles.form}>
        <Checkbox
          label={t`Avisos de bajada de precio`}
          hint={t`Te escribimos cuando baja el precio de un carro de tus favoritos, como mucho una vez al día por carro.`}
          checked={enabled}
          disabled={busy}
          onCheckedChange={(checked) => actorRef.send({ type: 'field.change', field: 'enabled', value: checked })}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={busy}>
            <Trans>Guardar preferencias</Trans>
          </Button>
        </div>
      </LockedForm>
      <Toast variant="success" open={saved} onOpenChange={(open) => !open && actorRef.send({ type: 'notice.dismiss' })} title={t`Tus preferencias de correo se guardaron`} closeLabel={t`Cerrar`} />
    </>
  );
}
