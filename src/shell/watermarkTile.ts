// The confidentiality watermark's tile (document 1 section 9): a 400x300 canvas with the user's
// name in red at 10% opacity, rotated 30 degrees, 16 px; the page repeats it as a background.

export const TILE_WIDTH = 400;
export const TILE_HEIGHT = 300;
export const TILE_FONT = '16px sans-serif';
export const TILE_COLOR = 'rgba(255, 0, 0, 0.1)';
/** Counter-clockwise, so the text rises from left to right. */
export const TILE_ANGLE = (-30 * Math.PI) / 180;

/** The part of CanvasRenderingContext2D the tile uses (tests pass a recording fake). */
export type TileContext = Pick<CanvasRenderingContext2D, 'clearRect' | 'translate' | 'rotate' | 'fillText'> & {
  font: string;
  fillStyle: CanvasRenderingContext2D['fillStyle'];
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
};

/** Draws the text once, centred in the tile. */
export function drawWatermarkTile(ctx: TileContext, text: string): void {
  ctx.clearRect(0, 0, TILE_WIDTH, TILE_HEIGHT);
  ctx.font = TILE_FONT;
  ctx.fillStyle = TILE_COLOR;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.translate(TILE_WIDTH / 2, TILE_HEIGHT / 2);
  ctx.rotate(TILE_ANGLE);
  ctx.fillText(text, 0, 0);
}

/** A data: URL of the tile, or undefined where there is no 2D canvas (jsdom, very old browsers). */
export function watermarkTileUrl(text: string, doc: Document = document): string | undefined {
  const canvas = doc.createElement('canvas');
  canvas.width = TILE_WIDTH;
  canvas.height = TILE_HEIGHT;
  let ctx: CanvasRenderingContext2D | null = null;
  try {
    ctx = typeof canvas.getContext === 'function' ? canvas.getContext('2d') : null;
  } catch {
    ctx = null;
  }
  if (!ctx) return undefined;
  drawWatermarkTile(ctx, text);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return undefined;
  }
}
