import { Skeleton } from '../../ui/Skeleton';

/** Stands for a part whose code is on its way: a block of its height, named for screen readers. */
export function PartPlaceholder({ label, height }: { label: string; height: string }) {
  return (
    <output aria-busy="true" aria-label={label}>
      <Skeleton height={height} radius="md" />
    </output>
  );
}
