// Which rows of a long list page to render: those in the list's box and a margin around them. The
// window moves in steps of rows, so a scroll re-renders the body only when a step is crossed and the
// rows kept are not rendered again (they are memoised); the rows outside are stand-in space.

/** Rows rendered before the list's box is measured: more than a 1440x900 screen shows at the roomiest density. */
export const FIRST_ROWS = 40;
/** Rows kept rendered beyond each edge of the box (the keyboard's next row is always there). */
export const OVERSCAN_ROWS = 12;
/** The window's edges move in steps of this many rows. */
export const STEP_ROWS = 8;
/** Height of a row until rendered ones are measured (compact rows are ~33 px). */
export const ESTIMATED_ROW_PX = 36;

export interface RowWindow {
  /** First row rendered (index into the page's rows). */
  start: number;
  /** One past the last row rendered. */
  end: number;
}

export interface RowView {
  /** How far the list's body is scrolled past the top of the box, in px (negative: below the top). */
  offset: number;
  /** The box's visible height in px. */
  height: number;
  /** A row's height in px. */
  rowPx: number;
  /** Rows on the page. */
  total: number;
}

/** The rows to render for a view of the body: those visible plus the overscan, edges rounded out to steps. */
export function rowWindow({ offset, height, rowPx, total }: RowView): RowWindow {
  const px = rowPx > 0 ? rowPx : ESTIMATED_ROW_PX;
  const first = Math.floor(Math.max(0, offset) / px);
  const last = Math.ceil(Math.max(0, offset + height) / px);
  const start = Math.max(0, Math.floor((first - OVERSCAN_ROWS) / STEP_ROWS) * STEP_ROWS);
  const end = Math.min(total, Math.ceil((last + OVERSCAN_ROWS) / STEP_ROWS) * STEP_ROWS);
  return { start: Math.min(start, end), end };
}

/** The first window of a page, before anything is measured. */
export const firstWindow = (total: number): RowWindow => ({ start: 0, end: Math.min(FIRST_ROWS, total) });
