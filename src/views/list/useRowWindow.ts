// Keeps a long list page's rendered rows to those in view (rowWindow.ts): measures the list's box on
// scroll and resize, and the rows' height after each render, and moves the window when a step is crossed.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { ESTIMATED_ROW_PX, firstWindow, rowWindow, type RowWindow } from './rowWindow';

/** The list's own scrolling box (listGridSx), or null when the page scrolls the window. */
function scrollerOf(body: HTMLElement): HTMLElement | null {
  const box = body.closest<HTMLElement>('.RaDatagrid-tableWrapper');
  return box && getComputedStyle(box).overflowY !== 'visible' ? box : null;
}

/** The rendered rows' mean height (spacer rows aside), or the previous one when none is laid out. */
function rowHeight(body: HTMLTableSectionElement, previous: number): number {
  let sum = 0;
  let count = 0;
  for (const row of body.rows) {
    if (row.classList.contains('app-listSpacer')) continue;
    sum += row.offsetHeight;
    count++;
  }
  return count && sum ? Math.round((sum / count) * 10) / 10 : previous;
}

/** The list's box and the height of the table's head above the body, read after each render. */
interface Frame {
  scroller: HTMLElement | null;
  headPx: number;
}

function frameOf(body: HTMLTableSectionElement, known: Frame): Frame {
  // The table starts the box's content; its head (sticky) is above the body.
  return { scroller: known.scroller ?? scrollerOf(body), headPx: (body.previousElementSibling as HTMLElement | null)?.offsetHeight ?? 0 };
}

/**
 * Where the body is against the view, and the view's height (0: nothing is laid out, as in jsdom).
 * Called on every scroll event: reads only what scrolling changes, no style.
 */
function view(body: HTMLTableSectionElement, { scroller, headPx }: Frame): { offset: number; height: number } {
  if (!scroller) return { offset: -body.getBoundingClientRect().top, height: document.documentElement.clientHeight };
  return { offset: scroller.scrollTop - headPx, height: scroller.clientHeight };
}

/** The state update for the body's view now: the same state (no render) while the window stays. */
function windowFor(tbody: HTMLTableSectionElement, frame: Frame, rowPx: number, total: number) {
  const { offset, height } = view(tbody, frame);
  // Nothing laid out (jsdom, a hidden tab): every row is rendered.
  const next = height === 0 ? { start: 0, end: total } : rowWindow({ offset, height, rowPx, total });
  return <S extends RowWindowState>(s: S): S => (s.start === next.start && s.end === next.end && s.rowPx === rowPx ? s : { ...s, ...next, rowPx });
}

export interface RowWindowState extends RowWindow {
  /** Height given to each row not rendered. */
  rowPx: number;
}

/** The rows to render of a page of `total`, back to the first screenful when `resetKey` (page, sort, filters) changes. */
export function useRowWindow(body: RefObject<HTMLTableSectionElement | null>, total: number, resetKey: string): RowWindowState {
  const [state, setState] = useState(() => ({ ...firstWindow(total), rowPx: ESTIMATED_ROW_PX, key: resetKey }));
  if (state.key !== resetKey) setState({ ...firstWindow(total), rowPx: state.rowPx, key: resetKey });
  const frame = useRef<Frame>({ scroller: null, headPx: 0 });
  const rowPx = useRef(state.rowPx);
  const rows = useRef(total);
  // After each render that changed what is shown, before paint (the first frame already has the right
  // rows): the box, the head and the rows' height, read here once rather than on every scroll event.
  useLayoutEffect(() => {
    const tbody = body.current;
    if (!tbody) return;
    rows.current = total;
    frame.current = frameOf(tbody, frame.current);
    // Kept unless clearly off (a density change): a mean moving by a fraction of a pixel as rows come
    // and go would move every row below the top stand-in while the user reads them.
    const measured = rowHeight(tbody, rowPx.current);
    if (Math.abs(measured - rowPx.current) > 2 || rowPx.current === ESTIMATED_ROW_PX) rowPx.current = measured;
    setState(windowFor(tbody, frame.current, rowPx.current, total));
  }, [body, total, resetKey, state.start, state.end]);
  useEffect(() => {
    const tbody = body.current;
    if (!tbody) return;
    const target: HTMLElement | Window = frame.current.scroller ?? window;
    const onChange = () => setState(windowFor(tbody, frame.current, rowPx.current, rows.current));
    target.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    return () => {
      target.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, [body]);
  return { start: Math.min(state.start, total), end: Math.min(state.end, total), rowPx: state.rowPx };
}
