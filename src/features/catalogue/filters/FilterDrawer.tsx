import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { Drawer, DrawerContent, DrawerTrigger } from '../../../ui/Drawer';
import * as styles from './filters.css';
import { useFilterPanel } from './useFilterPanel';

type FilterDrawerProps = { count: number | undefined; onClear: () => void; children: ReactNode };

/**
 * Narrow screens (below 960 px) keep the filters in a drawer. Each choice applies at once, so
 * the results behind it and the count on its button are always those of the URL.
 */
export function FilterDrawer({ count, onClear, children }: FilterDrawerProps) {
  const { t } = useLingui();
  const { isOpen, send } = useFilterPanel(onClear);
  return (
    <Drawer open={isOpen} onOpenChange={(open) => send({ type: open ? 'panel.open' : 'panel.close' })}>
      <DrawerTrigger asChild>
        <Button variant="secondary" size="sm">
          <Trans>Filtros</Trans>
        </Button>
      </DrawerTrigger>
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
