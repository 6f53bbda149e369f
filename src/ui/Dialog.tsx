import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './classNames';
import * as styles from './Dialog.css';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons/interfaceIcons';
import { VisuallyHidden } from './VisuallyHidden';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export type DialogContentProps = Omit<ComponentPropsWithRef<typeof RadixDialog.Content>, 'title'> &
  styles.DialogVariants & {
    /** Every dialog needs an accessible name; `hideTitle` keeps it for screen readers only. */
    title: ReactNode;
    hideTitle?: boolean;
    description?: ReactNode;
    closeLabel: string;
    /** Shown beside the title, e.g. the favourites count. */
    titleAside?: ReactNode;
  };

export function DialogContent({
  title,
  hideTitle = false,
  description,
  closeLabel,
  titleAside,
  placement,
  size,
  className,
  children,
  ...rest
}: DialogContentProps) {
  const heading = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  // Radix warns unless a dialog without a description opts out of aria-describedby explicitly.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content {...describedBy} {...rest} className={cx(styles.content({ placement, size }), className)}>
        <div className={styles.header}>
          <div className={styles.titleGroup}>
            {titleAside}
            {hideTitle ? <VisuallyHidden asChild>{heading}</VisuallyHidden> : heading}
          </div>
          <RadixDialog.Close asChild>
            <IconButton label={closeLabel} size="sm" className={styles.closeButton}>
              <CloseIcon />
            </IconButton>
          </RadixDialog.Close>
        </div>
        {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
