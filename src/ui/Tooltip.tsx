import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

/** Mount once near the root so tooltips share one open delay. */
export const TooltipProvider = RadixTooltip.Provider;

export type TooltipProps = {
  content: ReactNode;
  /** A single focusable element (Button, IconButton, link); it keeps its own accessible name. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Off by default so the tooltip stays inside its trigger's landmark; turn on when an ancestor would clip it. */
  portal?: boolean;
};

export function Tooltip({ content, children, side = 'bottom', open, onOpenChange, portal = false }: TooltipProps) {
  const bubble = (
    <RadixTooltip.Content side={side} sideOffset={6} collisionPadding={8} className={styles.content}>
      {content}
      <RadixTooltip.Arrow className={styles.arrow} />
    </RadixTooltip.Content>
  );
  return (
    <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      {portal ? <RadixTooltip.Portal>{bubble}</RadixTooltip.Portal> : bubble}
    </RadixTooltip.Root>
  );
}
