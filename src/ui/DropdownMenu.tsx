import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef } from 'react';
import { cx } from './classNames';
import * as styles from './DropdownMenu.css';
import { CheckIcon } from './icons/interfaceIcons';

export type DropdownMenuProps = ComponentPropsWithRef<typeof RadixMenu.Root>;

/**
 * Non-modal unless asked: a modal menu hides the rest of the page from assistive tech while open,
 * which header menus (language, currency, account) do not need.
 */
export function DropdownMenu({ modal = false, ...rest }: DropdownMenuProps) {
  return <RadixMenu.Root {...rest} modal={modal} />;
}
/** Use with `asChild` around a Button or IconButton so the trigger keeps its own name and styles. */
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;
export const DropdownMenuRadioGroup = RadixMenu.RadioGroup;

export type DropdownMenuContentProps = ComponentPropsWithRef<typeof RadixMenu.Content> & {
  /**
   * Off by default so the open menu stays inside its landmark (header, nav) for axe's region rule;
   * turn on when an ancestor would clip it.
   */
  portal?: boolean;
};

export function DropdownMenuContent({ portal = false, className, sideOffset = 6, align = 'end', ...rest }: DropdownMenuContentProps) {
  const content = <RadixMenu.Content {...rest} sideOffset={sideOffset} align={align} className={cx(styles.content, className)} />;
  return portal ? <RadixMenu.Portal>{content}</RadixMenu.Portal> : content;
}

export function DropdownMenuItem({ className, ...rest }: ComponentPropsWithRef<typeof RadixMenu.Item>) {
  return <RadixMenu.Item {...rest} className={cx(styles.item, className)} />;
}

/** One choice among several (language, currency); the chosen one shows a check mark. */
export function DropdownMenuRadioItem({ className, children, ...rest }: ComponentPropsWithRef<typeof RadixMenu.RadioItem>) {
  return (
    <RadixMenu.RadioItem {...rest} className={cx(styles.choiceItem, className)}>
      <RadixMenu.ItemIndicator className={styles.indicator}>
        <CheckIcon size="sm" />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...rest }: ComponentPropsWithRef<typeof RadixMenu.Label>) {
  return <RadixMenu.Label {...rest} className={cx(styles.label, className)} />;
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentPropsWithRef<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator {...rest} className={cx(styles.separator, className)} />;
}
