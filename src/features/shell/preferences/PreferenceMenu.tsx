import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../ui/DropdownMenu';
import { ChevronIcon } from '../../../ui/icons/interfaceIcons';

export type PreferenceOption = { value: string; label: ReactNode; lang?: string };

type PreferenceMenuProps = {
  icon: ReactNode;
  /** What the trigger shows: the current choice. */
  current: ReactNode;
  /** Accessible name of the trigger, naming the preference and its current value. */
  triggerLabel: string;
  heading: string;
  value: string;
  options: readonly PreferenceOption[];
  onChoose: (value: string) => void;
  align?: 'start' | 'end';
  triggerClassName?: string;
};

/** The header's one-of-many preference menus (language, currency): a trigger showing the choice and a radio list. */
export function PreferenceMenu({ icon, current, triggerLabel, heading, value, options, onChoose, align, triggerClassName }: PreferenceMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className={triggerClassName} aria-label={triggerLabel}>
          {icon}
          {current}
          <ChevronIcon size="sm" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        <DropdownMenuLabel>{heading}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={onChoose}>
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
