import type { ElementType, ReactNode } from 'react';
import { cx } from './classNames';
import { container, type ContainerVariants } from './Container.css';

export type ContainerProps = ContainerVariants & {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  id?: string;
};

/** Centres page content at the page width (1280 px) with side gutters. */
export function Container({ as: Element = 'div', width, className, ...rest }: ContainerProps) {
  return <Element {...rest} className={cx(container({ width }), className)} />;
}
