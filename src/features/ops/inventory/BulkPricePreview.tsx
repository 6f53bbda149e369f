import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { bulkPriceMachine } from '../../../../machines/bulk-price/bulk-price.machine';
import { Button } from '../../../ui/Button';
import * as styles from './Inventory.css';
import { pesos } from '../ops-words';

/** What the change would do to each car, old → new, and its confirmation; nothing changes before it. */
export function BulkPricePreview({ bulk }: { bulk: ActorRefFrom<typeof bulkPriceMachine> }) {
  const { t } = useLingui();
  const preview = useSelector(bulk, (snapshot) => snapshot.context.preview);
  const busy = useSelector(bulk, (snapshot) => snapshot.hasTag('busy'));
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview replaces the form: focus follows so a screen reader reads it next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h3 ref={heading} tabIndex={-1} className={styles.title}>
        <Trans>Vista previa de los precios</Trans>
      </h3>
      <table className={styles.previewTable}>
        <caption className={styles.muted}>
          <Trans>Nada cambia hasta que confirmes.</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t`Coche`}</th>
            <th scope="col">{t`Precio actual`}</th>
            <th scope="col">{t`Precio nuevo`}</th>
          </tr>
        </thead>
        <tbody>
          {preview.map((each) => (
            <tr key={each.carId}>
              <th scope="row">{each.title}</th>
              <td>{pesos(each.oldPrice)}</td>
              <td>{pesos(each.newPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.bulkBar}>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => bulk.send({ type: 'bulk.back' })}>
          <Trans>Volver</Trans>
        </Button>
        <Button size="sm" variant="primary" loading={busy} onClick={() => bulk.send({ type: 'bulk.confirm' })}>
          <Trans>Confirmar los cambios</Trans>
        </Button>
      </div>
    </>
  );
}
