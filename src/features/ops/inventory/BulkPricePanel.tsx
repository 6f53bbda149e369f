import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { bulkPriceMachine } from '../../../../machines/bulk-price/bulk-price.machine';
import { Button } from '../../../ui/Button';
import * as styles from './Inventory.css';
import { BulkPriceForm } from './BulkPriceForm';
import { BulkPricePreview } from './BulkPricePreview';

type Bulk = ActorRefFrom<typeof bulkPriceMachine>;

/** The bulk price change, above the list once a car is ticked: the change, its preview, its confirmation. */
export function BulkPricePanel({ bulk }: { bulk: Bulk }) {
  const { t } = useLingui();
  const selected = useSelector(bulk, (snapshot) => snapshot.context.selected.length);
  const step = useSelector(bulk, (snapshot) => (['composing', 'reviewing', 'applying', 'applied'] as const).find((each) => snapshot.matches(each)) ?? 'selecting');
  const form = useSelector(bulk, (snapshot) => snapshot.children.bulkPriceForm);
  if (step === 'selecting' && selected === 0) return null;
  return (
    <section className={styles.bulk} aria-label={t`Cambio de precios en bloque`}>
      <p className={styles.bulkBar} aria-live="polite">
        {selected === 1 ? t`1 coche elegido` : t`${selected} coches elegidos`}
      </p>
      {step === 'selecting' ? (
        <div className={styles.bulkBar}>
          <Button size="sm" variant="primary" onClick={() => bulk.send({ type: 'bulk.start' })}>
            <Trans>Cambiar precios</Trans>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => bulk.send({ type: 'selection.clear' })}>
            <Trans>Quitar la selección</Trans>
          </Button>
        </div>
      ) : null}
      {step === 'composing' && form ? <BulkPriceForm form={form} onCancel={() => bulk.send({ type: 'bulk.cancel' })} /> : null}
      {step === 'reviewing' || step === 'applying' ? <BulkPricePreview bulk={bulk} /> : null}
      {step === 'applied' ? (
        <div className={styles.bulkBar}>
          <output>
            <Trans>Precios cambiados.</Trans>
          </output>
          <Button size="sm" variant="secondary" onClick={() => bulk.send({ type: 'bulk.finish' })}>
            <Trans>Listo</Trans>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
