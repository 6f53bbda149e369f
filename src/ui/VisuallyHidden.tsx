import { VisuallyHidden as RadixVisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithRef<typeof RadixVisuallyHidden>;

/** Content for screen readers only, such as a heading a design leaves out. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden {...props} />;
}
