// Draws the app icons of the web app manifest (public/icons/*.png) from the brand mark of
// web/components/layout/brand-logo.tsx: lucide's graduation cap, white on indigo-600. Run after changing the mark:
// `node scripts/pwa-icons.mjs` (the PNGs are committed; the build does not run this).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The theme colour of index.html and the manifest (Tailwind indigo-600). */
const BRAND = '#4f46e5';
const CAP = [
  'M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z',
  'M22 10v6',
  'M6 12.5V16a6 3 0 0 0 12 0v-3.5',
];

/**
 * The mark on a `size` square. `any` icons: a rounded tile like the header's, the cap at 60 % of it. Maskable icons:
 * the colour fills the square (the launcher cuts its own shape) and the cap stays inside the 80 % safe zone.
 */
function iconSvg(size, { maskable = false } = {}) {
  const capShare = maskable ? 0.5 : 0.6;
  const scale = (size * capShare) / 24;
  const offset = (size - 24 * scale) / 2;
  const radius = maskable ? 0 : size * 0.22;
  const paths = CAP.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g>
</svg>`;
}

const outDir = path.resolve('public/icons');
mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, {}],
  ['icon-512.png', 512, {}],
  ['icon-maskable-512.png', 512, { maskable: true }],
  // iOS ignores the manifest's icons and rounds the corners itself.
  ['apple-touch-icon.png', 180, { maskable: true }],
];
for (const [name, size, options] of icons) {
  const png = await sharp(Buffer.from(iconSvg(size, options))).png({ compressionLevel: 9, palette: true }).toBuffer();
  writeFileSync(path.join(outDir, name), png);
  console.log(`${name}: ${size}x${size}, ${png.length} bytes`);
}
