/** The image formats an upload may be; anything else (SVG, GIF, HEIC, PDF…) is refused. */
export type UploadFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The format the bytes are, from their signature; the Content-Type the client sends is not
 * believed (SECURITY.md: uploads are judged by their content). SVG has no binary signature and so
 * never passes: it can carry script.
 */
export function sniffImageFormat(bytes: Uint8Array): UploadFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF, four bytes of length, WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}
