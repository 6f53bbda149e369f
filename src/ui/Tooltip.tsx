import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

// Each tooltip brings its own provider, so pages without tooltips load none of Radix's code.
const OPEN_DELAY_MS = 300;

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
    <RadixTooltip.Provider delayDuration={OPEN_DELAY_MS}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        {portal ? <RadixTooltip.Portal>{bubble}</RadixTooltip.Portal> : bubble}
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
