import { useLingui } from '@lingui/react/macro';
import { RELEVANCE_SORT, type SortValue } from '../../../../common/filters/filter-state';
import type { DeferredPopupProps } from '../../../ui/deferPopup';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '../../../ui/DropdownMenu';
import { SORT_OPTIONS } from '../listing/sort-options';
import type { SortChoice } from './SortMenu';

/** The sort options' menu, loaded when the sort button is first used. */
export default function SortMenuPopup({ trigger, value, onChange }: SortChoice & DeferredPopupProps) {
  const { i18n } = useLingui();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuRadioGroup value={value} onValueChange={(next) => onChange(next === RELEVANCE_SORT ? undefined : (next as SortValue))}>
          {SORT_OPTIONS.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value}>
              {i18n._(option.label)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
