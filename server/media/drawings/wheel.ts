/** Shared gradients for tyres and alloy rims; included once per picture. */
export const wheelDefs = `
  <radialGradient id="tyre" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0.6" stop-color="#2b2d31"/><stop offset="0.92" stop-color="#16171a"/><stop offset="1" stop-color="#0c0d0f"/>
  </radialGradient>
  <radialGradient id="rim" cx="0.38" cy="0.32" r="0.8">
    <stop offset="0" stop-color="#f7f8f9"/><stop offset="0.55" stop-color="#c3c8ce"/><stop offset="1" stop-color="#7d848c"/>
  </radialGradient>
  <radialGradient id="rim-dark" cx="0.38" cy="0.32" r="0.8">
    <stop offset="0" stop-color="#8a9097"/><stop offset="0.6" stop-color="#4b5057"/><stop offset="1" stop-color="#2c3035"/>
  </radialGradient>`;

export interface WheelStyle {
  /** Off-road bodies get dark rims, more spokes and a chunky tread. */
  rugged: boolean;
}

const f = (value: number) => Math.round(value * 10) / 10;

/** A tyre with a five- or six-spoke alloy rim, seen from the side. */
export function sideWheel(cx: number, cy: number, radius: number, { rugged }: WheelStyle): string {
  const spokes = rugged ? 6 : 5;
  const rimRadius = radius * (rugged ? 0.6 : 0.66);
  const spoke = (index: number) => {
    const angle = (index * 360) / spokes;
    const inner = radius * 0.14;
    const outer = rimRadius * 0.94;
    const half = rimRadius * (rugged ? 0.16 : 0.12);
    return `<path d="M${f(-half * 0.7)},${f(-inner)} L${f(-half)},${f(-outer)} L${f(half)},${f(-outer)} L${f(half * 0.7)},${f(-inner)} Z" transform="rotate(${angle})" fill="url(#${rugged ? 'rim-dark' : 'rim'})"/>`;
  };
  const tread = rugged
    ? `<circle r="${f(radius * 0.97)}" fill="none" stroke="#33363b" stroke-width="${f(radius * 0.07)}" stroke-dasharray="${f(radius * 0.12)} ${f(radius * 0.09)}"/>`
    : '';
  return `<g transform="translate(${f(cx)},${f(cy)})">
    <circle r="${radius}" fill="url(#tyre)"/>${tread}
    <circle r="${f(radius * 0.86)}" fill="none" stroke="#34373c" stroke-width="${f(radius * 0.03)}"/>
    <circle r="${f(rimRadius)}" fill="url(#${rugged ? 'rim-dark' : 'rim'})"/>
    <circle r="${f(rimRadius * 0.86)}" fill="#1d2024"/>
    <circle r="${f(rimRadius * 0.7)}" fill="#55595f" opacity="0.55"/>
    ${Array.from({ length: spokes }, (_, index) => spoke(index)).join('')}
    <circle r="${f(radius * 0.17)}" fill="url(#${rugged ? 'rim-dark' : 'rim'})" stroke="#6d737a" stroke-width="1.5"/>
    <circle r="${f(radius * 0.06)}" fill="#2d3136"/>
    <path d="M${f(-rimRadius * 0.8)},${f(-rimRadius * 0.35)} A${f(rimRadius * 0.88)},${f(rimRadius * 0.88)} 0 0 1 ${f(rimRadius * 0.2)},${f(-rimRadius * 0.86)}" fill="none" stroke="#ffffff" stroke-width="${f(radius * 0.04)}" stroke-linecap="round" opacity="0.45"/>
  </g>`;
}
