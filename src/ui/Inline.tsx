import { Box, type BoxProps } from './Box';

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'wrap'> & {
  gap?: BoxProps['gap'];
  /** Wraps onto more lines when the row runs out of room. */
  wrap?: boolean;
};

/** Children side by side, vertically centred unless `alignItems` says otherwise. */
export function Inline({ gap = 'sm', wrap = true, alignItems = 'center', ...rest }: InlineProps) {
  return <Box display="flex" flexDirection="row" flexWrap={wrap ? 'wrap' : 'nowrap'} gap={gap} alignItems={alignItems} {...rest} />;
}
