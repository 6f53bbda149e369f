import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './classNames';
import * as styles from './Drawer.css';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons/interfaceIcons';
import { inlineVars } from './inlineVars';
import { VisuallyHidden } from './VisuallyHidden';

export const Drawer = RadixDialog.Root;
export const DrawerTrigger = RadixDialog.Trigger;
export const DrawerClose = RadixDialog.Close;

export type DrawerContentProps = Omit<ComponentPropsWithRef<typeof RadixDialog.Content>, 'title'> &
  styles.DrawerVariants & {
    title: ReactNode;
    hideTitle?: boolean;
    description?: ReactNode;
    closeLabel: string;
    /** CSS length the drawer and its overlay start below, e.g. the mobile header height. */
    offsetTop?: string;
    /** Pinned under the scrolling body, e.g. a filter panel's apply button. */
    footer?: ReactNode;
  };

export function DrawerContent({
  title,
  hideTitle = false,
  description,
  closeLabel,
  offsetTop,
  footer,
  side,
  className,
  style,
  children,
  ...rest
}: DrawerContentProps) {
  const offset = inlineVars([[styles.drawerTop, offsetTop]]);
  const heading = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} style={offset} />
      <RadixDialog.Content
        {...describedBy}
        {...rest}
        className={cx(styles.panel({ side }), className)}
        style={{ ...offset, ...style }}
      >
        <div className={styles.header}>
          {hideTitle ? <VisuallyHidden asChild>{heading}</VisuallyHidden> : heading}
          <RadixDialog.Close asChild>
            <IconButton label={closeLabel} className={styles.closeButton}>
              <CloseIcon />
            </IconButton>
          </RadixDialog.Close>
        </div>
        <div className={styles.body}>
          {description ? <RadixDialog.Description>{description}</RadixDialog.Description> : null}
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
