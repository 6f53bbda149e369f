import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import * as styles from './Accordion.css';
import { cx } from './classNames';
import { ChevronIcon } from './icons/interfaceIcons';

export type AccordionProps = {
  children: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
};

/** One section open at a time, and the open one can be closed again (the mobile drawer, FAQs). */
export function Accordion({ className, ...rest }: AccordionProps) {
  return <RadixAccordion.Root {...rest} type="single" collapsible className={cx(styles.root, className)} />;
}

export type AccordionItemProps = {
  value: string;
  title: ReactNode;
  children: ReactNode;
  /** Start content for the trigger row, e.g. an icon. */
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  disabled?: boolean;
  className?: string;
};

export function AccordionItem({ value, title, icon, headingLevel = 3, disabled, className, children }: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Item value={value} disabled={disabled} className={cx(styles.item, className)}>
      <RadixAccordion.Header asChild>
        <Heading className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger}>
            {icon}
            <span className={styles.triggerText}>{title}</span>
            <ChevronIcon className={styles.chevron} />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
