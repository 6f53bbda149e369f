import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { useOpenedOnce } from '../../../ui/deferPopup';
import { useFilterPanel } from './useFilterPanel';

type FilterDrawerProps = { count: number | undefined; onClear: () => void; children: ReactNode };

const FilterDrawerPanel = lazy(() => import('./FilterDrawerPanel'));

/**
 * Narrow screens (below 960 px) keep the filters in a drawer. Each choice applies at once, so
 * the results behind it and the count on its button are always those of the URL. The drawer's
 * code and its statechart load when the button is first pointed at, focused or pressed.
 */
export function FilterDrawer({ count, onClear, children }: FilterDrawerProps) {
  const { isOpen, send, prepare } = useFilterPanel(onClear);
  const opened = useOpenedOnce(isOpen);
  // The panel's code and the drawer's statechart load together when the button is reached for.
  const preload = () => {
    void import('./FilterDrawerPanel');
    prepare();
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => send({ type: 'panel.open' })}
      >
        <Trans>Filtros</Trans>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <FilterDrawerPanel isOpen={isOpen} count={count} send={send}>
            {children}
          </FilterDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}
