// Draws a captcha answer as an SVG picture: each character is a distorted stroke path (no <text>,
// so the answer is not in the markup), with crossing curves and dots as noise.
import { randomInt } from 'node:crypto';

type Stroke = [number, number][];

/** A stroke font on a 4 x 6 grid; characters easily confused with others (0/O, 1/I, 2/Z ...) are left out. */
const GLYPHS: Record<string, Stroke[]> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[1, 3.5], [3, 3.5]]],
  C: [[[4, 0.6], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5.4]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.3, 2.6], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3.5], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  '3': [[[0, 0.6], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1.5, 3]], [[3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5.4]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
export const CAPTCHA_LENGTH = 5;

const WIDTH = 160;
const HEIGHT = 56;
/** A uniform random number in [min, max), from the cryptographic generator. */
const rnd = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fmt = (n: number) => n.toFixed(1);

export function randomAnswer(length = CAPTCHA_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return out;
}

function glyphPath(char: string, originX: number): string {
  const scale = rnd(4.6, 5.6);
  const angle = (rnd(-22, 22) * Math.PI) / 180;
  const skew = rnd(-0.25, 0.25);
  const cx = originX + 2 * scale;
  const cy = HEIGHT / 2 + rnd(-4, 4);
  const place = ([gx, gy]: [number, number]) => {
    // Jitter every point, shear, then rotate about the glyph's centre.
    const x = (gx - 2 + rnd(-0.22, 0.22) + skew * (gy - 3)) * scale;
    const y = (gy - 3 + rnd(-0.22, 0.22)) * scale;
    return [cx + x * Math.cos(angle) - y * Math.sin(angle), cy + x * Math.sin(angle) + y * Math.cos(angle)];
  };
  return GLYPHS[char]
    .map((stroke) => stroke.map((p, i) => `${i ? 'L' : 'M'}${place(p).map(fmt).join(' ')}`).join(''))
    .join('');
}

const colour = () => `hsl(${randomInt(0, 360)},${randomInt(45, 75)}%,${randomInt(22, 40)}%)`;

function noiseCurve(): string {
  const y = () => fmt(rnd(4, HEIGHT - 4));
  return `<path d="M0 ${y()}C${fmt(rnd(20, 70))} ${y()} ${fmt(rnd(90, 140))} ${y()} ${WIDTH} ${y()}" stroke="${colour()}" stroke-width="${fmt(rnd(1, 2))}" fill="none"/>`;
}

export function captchaSvg(answer: string): string {
  const step = (WIDTH - 16) / answer.length;
  const chars = [...answer].map(
    (c, i) =>
      `<path d="${glyphPath(c, 8 + i * step + rnd(-2, 2))}" stroke="${colour()}" stroke-width="${fmt(rnd(2.2, 3.2))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  );
  const dots = Array.from({ length: 40 }, () => `<circle cx="${fmt(rnd(0, WIDTH))}" cy="${fmt(rnd(0, HEIGHT))}" r="${fmt(rnd(0.6, 1.6))}" fill="${colour()}"/>`);
  const curves = Array.from({ length: 4 }, noiseCurve);
  // Characters and curves interleaved, so the document order does not give the answer away either.
  const body = [...curves.slice(0, 2), ...chars, ...curves.slice(2), ...dots].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${body}</svg>`;
}
