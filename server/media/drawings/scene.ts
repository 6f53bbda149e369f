/** Canvas every picture is drawn on (16:10); renders scale it down. */
export const CANVAS = { width: 1280, height: 800 } as const;
/** Height of the floor line where tyres touch it. */
export const GROUND = 640;

/** A soft studio: light wall, floor fading into it without a hard horizon, a spotlight behind the car. */
export function studioBackground(): string {
  return `
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f6f8fb"/><stop offset="0.62" stop-color="#e7ebf0"/><stop offset="0.72" stop-color="#dfe4ea"/>
      <stop offset="1" stop-color="#f1f3f6"/>
    </linearGradient>
    <radialGradient id="spotlight" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.6" stop-color="#1d2838" stop-opacity="0"/><stop offset="1" stop-color="#1d2838" stop-opacity="0.12"/>
    </radialGradient>
    <radialGradient id="shadow-pool"><stop offset="0.35" stop-color="#1a2230" stop-opacity="0.5"/><stop offset="1" stop-color="#1a2230" stop-opacity="0"/></radialGradient>
    <radialGradient id="shadow-contact"><stop offset="0.3" stop-color="#0b0d10" stop-opacity="0.7"/><stop offset="1" stop-color="#0b0d10" stop-opacity="0"/></radialGradient>
    <radialGradient id="sheen"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <linearGradient id="horizon" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${CANVAS.width}" height="${CANVAS.height}" fill="url(#wall)"/>
  <ellipse cx="640" cy="430" rx="640" ry="330" fill="url(#spotlight)"/>
  <rect y="${GROUND - 80}" width="${CANVAS.width}" height="20" fill="url(#horizon)"/>`;
}

export const vignette = () => `<rect width="${CANVAS.width}" height="${CANVAS.height}" fill="url(#vignette)"/>`;

// Soft edges come from radial gradients rather than blur filters, which cost several times more to rasterise.
/** The car's shadow: a wide soft pool plus darker contact patches under the tyres. */
export function groundShadow(centerX: number, halfWidth: number, contacts: { x: number; width: number }[]): string {
  const patches = contacts
    .map(({ x, width }) => `<ellipse cx="${x}" cy="${GROUND + 2}" rx="${width * 1.2}" ry="14" fill="url(#shadow-contact)"/>`)
    .join('');
  return `<ellipse cx="${centerX}" cy="${GROUND + 6}" rx="${halfWidth * 1.1}" ry="40" fill="url(#shadow-pool)"/>${patches}`;
}

export function svgDocument(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS.width}" height="${CANVAS.height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">${content}</svg>`;
}
