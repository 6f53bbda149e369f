import { cx } from './classNames';
import { inlineVars } from './inlineVars';
import { skeleton, skeletonHeight, skeletonWidth } from './Skeleton.css';

export type SkeletonProps = {
  /** Any CSS length; defaults to the full width of the parent. */
  width?: string;
  /** Any CSS length; defaults to one line of text. */
  height?: string;
  radius?: 'sm' | 'md' | 'lg' | 'full';
  className?: string;
};

/** A placeholder block; hidden from assistive tech, so mark the loading region with aria-busy. */
export function Skeleton({ width, height, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(skeleton({ radius }), className)}
      style={inlineVars([
        [skeletonWidth, width],
        [skeletonHeight, height],
      ])}
    />
  );
}
