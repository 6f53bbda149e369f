import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { deferPopup } from '../../../ui/deferPopup';
import { ChevronIcon } from '../../../ui/icons/interfaceIcons';

export type PreferenceOption = { value: string; label: ReactNode; lang?: string };

/** What the open menu lists. */
export type PreferenceMenuChoices = {
  heading: string;
  value: string;
  options: readonly PreferenceOption[];
  onChoose: (value: string) => void;
  align?: 'start' | 'end';
};

type PreferenceMenuProps = PreferenceMenuChoices & {
  icon: ReactNode;
  /** What the trigger shows: the current choice. */
  current: ReactNode;
  /** Accessible name of the trigger, naming the preference and its current value. */
  triggerLabel: string;
  triggerClassName?: string;
};

const DeferredMenu = deferPopup<PreferenceMenuChoices>(() => import('./PreferenceMenuPopup'), 'menu');

/** The header's one-of-many preference menus (language, currency): a trigger showing the choice and a radio list. */
export function PreferenceMenu({ icon, current, triggerLabel, triggerClassName, ...choices }: PreferenceMenuProps) {
  return (
    <DeferredMenu
      {...choices}
      trigger={
        <Button variant="ghost" size="sm" className={triggerClassName} aria-label={triggerLabel}>
          {icon}
          {current}
          <ChevronIcon size="sm" />
        </Button>
      }
    />
  );
}
