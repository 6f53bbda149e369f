/** A corner of an outline; `r` rounds it (0 keeps it sharp). */
export interface Corner {
  x: number;
  y: number;
  r?: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A closed SVG path through the corners, each rounded by a quadratic curve of radius `r`. */
export function roundedPath(corners: Corner[]): string {
  const parts: string[] = [];
  corners.forEach((corner, index) => {
    const previous = corners[(index - 1 + corners.length) % corners.length] as Corner;
    const next = corners[(index + 1) % corners.length] as Corner;
    const radius = corner.r ?? 0;
    const towards = (other: Corner) => {
      const length = Math.hypot(other.x - corner.x, other.y - corner.y) || 1;
      const distance = Math.min(radius, length / 2);
      return { x: corner.x + ((other.x - corner.x) / length) * distance, y: corner.y + ((other.y - corner.y) / length) * distance };
    };
    const start = towards(previous);
    const end = towards(next);
    parts.push(`${index === 0 ? 'M' : 'L'}${round1(start.x)},${round1(start.y)}`);
    parts.push(`Q${round1(corner.x)},${round1(corner.y)} ${round1(end.x)},${round1(end.y)}`);
  });
  return `${parts.join(' ')} Z`;
}

/** Mirrors corners given for the left half across the vertical line `axis`, for symmetric views. */
export function mirrored(leftHalf: Corner[], axis: number): Corner[] {
  const rightHalf = [...leftHalf].reverse().map((corner) => ({ ...corner, x: 2 * axis - corner.x }));
  return [...leftHalf, ...rightHalf];
}
