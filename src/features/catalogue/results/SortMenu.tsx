import { Trans, useLingui } from '@lingui/react/macro';
import { RELEVANCE_SORT, type SortValue } from '../../../../common/filters/filter-state';
import { Button } from '../../../ui/Button';
import { deferPopup } from '../../../ui/deferPopup';
import { ChevronIcon } from '../../../ui/icons/interfaceIcons';
import { SORT_OPTIONS } from '../listing/sort-options';

export type SortChoice = { value: SortValue; onChange: (value: SortValue | undefined) => void };

const DeferredSortMenu = deferPopup<SortChoice>(() => import('./SortMenuPopup'), 'menu');

export function SortMenu({ value = RELEVANCE_SORT, onChange }: { value: SortValue | undefined; onChange: SortChoice['onChange'] }) {
  const { i18n } = useLingui();
  const current = SORT_OPTIONS.find((option) => option.value === value) ?? SORT_OPTIONS[0]!;
  const currentLabel = i18n._(current.label);
  return (
    <DeferredSortMenu
      value={value}
      onChange={onChange}
      trigger={
        <Button variant="secondary" size="sm">
          <Trans>Ordenar: {currentLabel}</Trans>
          <ChevronIcon size="sm" />
        </Button>
      }
    />
  );
}
