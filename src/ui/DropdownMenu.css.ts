import { popoverItem, popoverItemIndicator, popoverLabel, popoverSeparator, popoverSurface } from './popover.css';

export const content = popoverSurface;
export const item = popoverItem({ withIndicator: false });
export const choiceItem = popoverItem({ withIndicator: true });
export const indicator = popoverItemIndicator;
export const separator = popoverSeparator;
export const label = popoverLabel;
