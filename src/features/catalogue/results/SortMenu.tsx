import { Trans, useLingui } from '@lingui/react/macro';
import { RELEVANCE_SORT, type SortValue } from '../../../lib/filters/filter-state';
import { Button } from '../../../ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../ui/DropdownMenu';
import { ChevronIcon } from '../../../ui/icons/interfaceIcons';
import { SORT_OPTIONS } from '../listing/sort-options';

type SortMenuProps = { value: SortValue | undefined; onChange: (value: SortValue | undefined) => void };

export function SortMenu({ value = RELEVANCE_SORT, onChange }: SortMenuProps) {
  const { i18n } = useLingui();
  const current = SORT_OPTIONS.find((option) => option.value === value) ?? SORT_OPTIONS[0]!;
  const currentLabel = i18n._(current.label);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          <Trans>Ordenar: {currentLabel}</Trans>
          <ChevronIcon size="sm" />
        </Button>
      </DropdownMenuTrigger>
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
