import { Box, type BoxProps } from './Box';

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection'> & {
  /** Vertical space between children; responsive, e.g. `{ mobile: 'md', medium: 'xl' }`. */
  gap?: BoxProps['gap'];
};

/** Children one under another with even space between. */
export function Stack({ gap = 'md', ...rest }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...rest} />;
}
