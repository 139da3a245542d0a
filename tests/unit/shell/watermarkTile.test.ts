// The tile-drawing contract, checked with a recording stand-in for the 2D context (jsdom has no canvas).
import { describe, expect, it } from 'vitest';
import { drawWatermarkTile, TILE_HEIGHT, TILE_WIDTH, type TileContext } from '../../../src/shell/watermarkTile';

function recordingContext() {
  const calls: [string, ...unknown[]][] = [];
  const ctx: TileContext = {
    font: '',
    fillStyle: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    clearRect: (...args) => void calls.push(['clearRect', ...args]),
    translate: (...args) => void calls.push(['translate', ...args]),
    rotate: (...args) => void calls.push(['rotate', ...args]),
    fillText: (...args) => void calls.push(['fillText', ...args]),
  };
  return { ctx, calls };
}

describe('watermark tile', () => {
  it('is 400x300 and writes the name once, red at 10%, 16 px, rotated 30 degrees about the centre', () => {
    expect([TILE_WIDTH, TILE_HEIGHT]).toEqual([400, 300]);
    const { ctx, calls } = recordingContext();
    drawWatermarkTile(ctx, 'admin');
    expect(ctx.font).toMatch(/^16px /);
    expect(ctx.fillStyle).toBe('rgba(255, 0, 0, 0.1)');
    expect(calls).toContainEqual(['translate', 200, 150]);
    const rotate = calls.find(([name]) => name === 'rotate');
    expect(Math.abs(Number(rotate?.[1]))).toBeCloseTo(Math.PI / 6);
    expect(calls.filter(([name]) => name === 'fillText')).toEqual([['fillText', 'admin', 0, 0]]);
  });
});
