// Where each subsystem's box sits and where each flow's arrow starts and ends: boxes on a grid by
// column and row; an arrow joins two boxes' centres, cut at each box's edge.
export const BOX = { w: 190, h: 128, gapX: 60, gapY: 44, pad: 16 } as const;

export interface Box { seq: number; x: number; y: number }
export interface Arrow { from: number; to: number; x1: number; y1: number; x2: number; y2: number }

export const boxAt = (seq: number, col: number, row: number): Box => ({ seq, x: BOX.pad + (col - 1) * (BOX.w + BOX.gapX), y: BOX.pad + (row - 1) * (BOX.h + BOX.gapY) });

/** The point where the line from the box's centre towards (dx, dy) leaves the box. */
function edge(b: Box, dx: number, dy: number): [number, number] {
  const cx = b.x + BOX.w / 2;
  const cy = b.y + BOX.h / 2;
  const scale = Math.min(dx === 0 ? Infinity : BOX.w / 2 / Math.abs(dx), dy === 0 ? Infinity : BOX.h / 2 / Math.abs(dy));
  return [cx + dx * scale, cy + dy * scale];
}

export function arrowsOf(boxes: Box[], links: { seq: number; links_to: string | null }[]): Arrow[] {
  const bySeq = new Map(boxes.map((b) => [b.seq, b]));
  return links.flatMap(({ seq, links_to }) => (links_to ? links_to.split(',').map(Number) : []).flatMap((to) => {
    const a = bySeq.get(seq);
    const b = bySeq.get(to);
    if (!a || !b || a === b) return [];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const [x1, y1] = edge(a, dx, dy);
    const [x2, y2] = edge(b, -dx, -dy);
    return [{ from: seq, to, x1, y1, x2, y2 }];
  }));
}

export function sizeOf(boxes: Box[]) {
  return { width: Math.max(...boxes.map((b) => b.x + BOX.w), 0) + BOX.pad, height: Math.max(...boxes.map((b) => b.y + BOX.h), 0) + BOX.pad };
}
