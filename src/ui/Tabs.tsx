import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { cx } from './classNames';
import * as styles from './Tabs.css';

export const Tabs = RadixTabs.Root;

export type TabsListProps = Omit<ComponentPropsWithRef<typeof RadixTabs.List>, 'aria-label'> & {
  /** Names the tab list for screen readers, e.g. "Test drives". */
  label: string;
};

export function TabsList({ label, className, ...rest }: TabsListProps) {
  return <RadixTabs.List {...rest} aria-label={label} className={cx(styles.list, className)} />;
}

export function TabsTrigger({ className, ...rest }: ComponentPropsWithRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger {...rest} className={cx(styles.trigger, className)} />;
}

export function TabsContent({ className, ...rest }: ComponentPropsWithRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content {...rest} className={cx(styles.content, className)} />;
}
