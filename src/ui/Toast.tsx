import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useContext, type ReactNode } from 'react';
import { Button } from './Button';
import { IconButton } from './IconButton';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons/interfaceIcons';
import * as styles from './Toast.css';
import { TOAST_DURATION_MS, toastDuration } from './toastDuration';

export type ToastProviderProps = {
  /** Announced before each toast by screen readers, e.g. "Notificación". */
  label: string;
  children: ReactNode;
  duration?: number;
};

// Whether a page above has given its toasts a provider and a viewport.
const ProvidedAbove = createContext(false);

export function ToastProvider({ label, duration = TOAST_DURATION_MS, children }: ToastProviderProps) {
  return (
    <RadixToast.Provider label={label} duration={duration} swipeDirection="right">
      <ProvidedAbove.Provider value={true}>{children}</ProvidedAbove.Provider>
    </RadixToast.Provider>
  );
}

/**
 * Toasts of a part that may stand on any page (a form in the footer, on the help centre): inside a
 * page's own provider they go to its viewport; elsewhere they bring a provider and viewport of their
 * own. `own` always brings them, where the page's viewport would be hidden (behind a dialog).
 */
export function ToastHome({ viewportLabel, own = false, children, ...provider }: ToastProviderProps & { viewportLabel: string; own?: boolean }) {
  const providedAbove = useContext(ProvidedAbove);
  if (providedAbove && !own) return children;
  return (
    <ToastProvider {...provider}>
      {children}
      <ToastViewport label={viewportLabel} />
    </ToastProvider>
  );
}

export type ToastViewportProps = {
  /** Names the notification region; Radix replaces `{hotkey}` with the jump-to shortcut (F8). */
  label: string;
};

export function ToastViewport({ label }: ToastViewportProps) {
  return <RadixToast.Viewport label={label} className={styles.viewport} />;
}

const variantIcons = { error: AlertIcon, success: CheckIcon, info: InfoIcon } as const;

export type ToastProps = styles.ToastVariants & {
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  /** Milliseconds before the toast closes itself; 4000 unless given. */
  duration?: number;
  /** Stays until the user closes it (duration Infinity). */
  sticky?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `altText` tells screen-reader users how to reach the action another way. */
  action?: { label: ReactNode; altText: string; onClick: () => void };
};

export function Toast({ variant = 'info', title, description, closeLabel, duration, sticky, action, ...root }: ToastProps) {
  const VariantIcon = variantIcons[variant];
  return (
    <RadixToast.Root
      {...root}
      duration={toastDuration({ duration, sticky })}
      // Errors interrupt the screen reader; confirmations wait their turn.
      type={variant === 'error' ? 'foreground' : 'background'}
      className={styles.toast({ variant })}
    >
      <VariantIcon className={styles.icon({ variant })} />
      <div className={styles.text}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description ? <RadixToast.Description className={styles.description}>{description}</RadixToast.Description> : null}
      </div>
      <RadixToast.Close asChild>
        <IconButton label={closeLabel} size="sm">
          <CloseIcon size="sm" />
        </IconButton>
      </RadixToast.Close>
      {action ? (
        <RadixToast.Action altText={action.altText} asChild>
          <Button variant="link" size="sm" onClick={action.onClick} className={styles.action}>
            {action.label}
          </Button>
        </RadixToast.Action>
      ) : null}
    </RadixToast.Root>
  );
}
