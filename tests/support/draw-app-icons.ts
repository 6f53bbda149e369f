// Draws the installed app's icons (public/icons/) from the brand mark of public/favicon.svg:
// run `npx tsx tests/support/draw-app-icons.ts` after the mark changes, and commit the PNGs.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('../..', import.meta.url));
const mark = await readFile(`${root}public/favicon.svg`, 'utf8');
// The tile's own colour (theme brand, blue700) fills a maskable icon's whole square.
const brand = '#0b3d91';
const inner = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** The rounded tile as drawn in the favicon: launchers that do not mask show it as is. */
const plain = (size: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 36 36">${inner}</svg>`;

/** Full-bleed square with the waves inside the central 80 % safe zone, for launchers that mask. */
const maskable = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 36 36"><rect width="36" height="36" fill="${brand}"/><g transform="translate(5.4 5.4) scale(0.7)">${inner.replace(/<rect[^>]*\/>/, '')}</g></svg>`;

const outputs: Array<[string, string]> = [
  ['icon-192.png', plain(192)],
  ['icon-512.png', plain(512)],
  ['icon-maskable-512.png', maskable(512)],
  // iOS rounds the corners itself and shows transparency as black: a full square.
  ['apple-touch-icon.png', maskable(180)],
];
for (const [name, svg] of outputs) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(`${root}public/icons/${name}`);
  console.log(`public/icons/${name}`);
}
