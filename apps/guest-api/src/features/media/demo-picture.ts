import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../../platform/media/image-ref.ts';

const PALETTES: [string, string, string][] = [
  ['#F4A261', '#E76F51', '#FFF1E6'],
  ['#2A9D8F', '#264653', '#E9F5F2'],
  ['#E9C46A', '#B5838D', '#FFF8E1'],
  ['#8AB17D', '#386641', '#F1F8E9'],
  ['#6D9DC5', '#1D3557', '#EAF2FB'],
  ['#D4A373', '#7F5539', '#FAF3E8'],
];

function hashOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/**
 * A small abstract picture drawn from a name: the demo's stand-in for a hotel's photos. Same
 * name, same picture; no text, no script, no external reference.
 */
export function demoPicture(name: string): string {
  const hash = hashOf(name);
  const [light, dark, paper] = PALETTES[hash % PALETTES.length] ?? ['#ccc', '#666', '#fff'];
  const cx = 160 + (hash % 320);
  const cy = 120 + ((hash >>> 8) % 160);
  const r = 70 + ((hash >>> 16) % 60);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`,
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#g)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r + 40}" fill="${paper}" opacity="0.7"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${light}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r / 2)}" fill="${dark}" opacity="0.85"/>`,
    `<path d="M0 ${IMAGE_HEIGHT - 60} Q ${IMAGE_WIDTH / 2} ${IMAGE_HEIGHT - 120} ${IMAGE_WIDTH} ${IMAGE_HEIGHT - 50} V ${IMAGE_HEIGHT} H 0 Z" fill="${dark}" opacity="0.35"/>`,
    '</svg>',
  ].join('');
}
