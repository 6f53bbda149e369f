import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FilterPanelEvent } from '../../../../machines/filter-panel/filter-panel.machine';
import { Button } from '../../../ui/Button';
import { Drawer, DrawerContent } from '../../../ui/Drawer';
import * as styles from './filters.css';

type FilterDrawerPanelProps = {
  isOpen: boolean;
  count: number | undefined;
  send: (event: FilterPanelEvent) => void;
  children: ReactNode;
};

/** The drawer itself, loaded the first time a visitor opens the filters. */
export default function FilterDrawerPanel({ isOpen, count, send, children }: FilterDrawerPanelProps) {
  const { t } = useLingui();
  return (
    <Drawer open={isOpen} onOpenChange={(open) => send({ type: open ? 'panel.open' : 'panel.close' })}>
      <DrawerContent
        side="left"
        title={t`Filtros`}
        closeLabel={t`Cerrar filtros`}
        footer={
          <div className={styles.drawerFooter}>
            <Button variant="ghost" onClick={() => send({ type: 'panel.clear' })}>
              <Trans>Limpiar</Trans>
            </Button>
            <Button variant="primary" fullWidth onClick={() => send({ type: 'panel.apply' })}>
              <ShowCount count={count} />
            </Button>
          </div>
        }
      >
        {children}
      </DrawerContent>
    </Drawer>
  );
}

function ShowCount({ count }: { count: number | undefined }) {
  if (count === undefined) return <Trans>Ver resultados</Trans>;
  const total = count.toLocaleString('en-US');
  return count === 1 ? <Trans>Ver 1 carro</Trans> : <Trans>Ver {total} carros</Trans>;
}
