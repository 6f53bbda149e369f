import { Suspense, type ReactNode } from 'react';
import { useIdleOrNear } from '../../hooks/idle-or-near';
import { PartPlaceholder } from './PartPlaceholder';

type Props = {
  /** What is loading, for screen readers while the placeholder shows. */
  loadingLabel: string;
  /** The part's own height, so nothing moves when it arrives. */
  height: string;
  /** The part, made of lazy components: their code is fetched only once they render. */
  children: ReactNode;
};

/**
 * A part below the first screen whose code should not delay the first paint: it renders once the
 * browser is idle after that paint, or sooner as the visitor nears it; a placeholder of its height
 * stands in until then and while its code arrives.
 */
export function LoadsWhenIdleOrNear({ loadingLabel, height, children }: Props) {
  const { ref, ready } = useIdleOrNear<HTMLDivElement>();
  const placeholder = <PartPlaceholder label={loadingLabel} height={height} />;
  return <div ref={ref}>{ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
