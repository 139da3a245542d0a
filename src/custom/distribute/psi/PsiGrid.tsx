// The PSI grid: a hand-written virtual window over plain elements (docs/decisions.md, "PSI grid"):
// only the lines and period columns in view are rendered, the key columns stay frozen (sticky), the
// header row stays on top. One focusable grid (aria-activedescendant): arrows move between cells,
// Enter explains a balance or, in what-if mode, edits a demand or ESD cell.
import { Box } from '@mui/material';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isQuantity, type PsiColour } from '../../../contract/psi/engine';
import type { PsiRow } from '../../../contract/psi/types';
import { formatNumber } from '../../../i18n/format';
import { frozenColumns, frozenWidth, type FrozenColumn } from './gridColumns';
import { blockOf, changedPeriods, LINE_HEIGHT, LINES, nextWindow, PERIOD_WIDTH, whatIf, type Edits, type Line, type View, type Window } from './gridModel';
import { COLOURS } from './colours';

const T = 'screens.psi';

export interface PsiGridProps {
  rows: PsiRow[];
  periods: string[];
  rule: 1 | 2 | 3 | 4 | 5;
  previous: boolean;
  whatIfMode: boolean;
  edits: Record<string, Edits>;
  weekCount: number;
  height: number;
  onEdit: (key: string, period: number, line: 'demand' | 'esd', value: string) => void;
  onExplain: (row: PsiRow, period: number) => void;
  /** Shortcuts the page handles (C, M, W) when no cell is being edited. */
  onShortcut: (key: string) => boolean;
}

interface Active {
  line: number;
  col: number;
}

export function PsiGrid(props: PsiGridProps) {
  const { rows, periods, rule, previous, whatIfMode, edits, weekCount, height } = props;
  const translate = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(1200);
  // The rendered window changes only when a scroll leaves it (nextWindow), so most scroll steps render nothing.
  const [rendered, setWindow] = useState<Window | null>(null);
  const lastTop = useRef(0);
  const [picked, setActive] = useState<Active>({ line: 0, col: 0 });
  const [editing, setEditing] = useState<string | null>(null);
  const frozen = useMemo(() => frozenColumns(rule), [rule]);
  const frozenW = frozenWidth(frozen);
  const lineCount = rows.length * 3;
  const colCount = frozen.length + periods.length;
  // The picked cell, kept inside the grid when a page has fewer rows or a rule fewer columns.
  const active = { line: Math.min(picked.line, Math.max(0, lineCount - 1)), col: Math.min(picked.col, colCount - 1) };
  const viewOf = (el: HTMLElement | null): View => ({ scrollTop: el?.scrollTop ?? 0, scrollLeft: el?.scrollLeft ?? 0, height, width, frozenWidth: frozenW, lineCount, periodCount: periods.length });
  const fresh = rendered ?? nextWindow(null, viewOf(null));
  // Clamped at once when a page has fewer lines or periods; the layout effect below refits it before paint.
  const win: Window = { ...fresh, lastLine: Math.min(fresh.lastLine, lineCount - 1), lastPeriod: Math.min(fresh.lastPeriod, periods.length - 1) };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const el = scroller.current;
    const view = { scrollTop: el?.scrollTop ?? 0, scrollLeft: el?.scrollLeft ?? 0, height, width, frozenWidth: frozenW, lineCount, periodCount: periods.length };
    setWindow((w) => nextWindow(w, view));
  }, [height, width, frozenW, lineCount, periods.length]);

  const computed = useMemo(() => {
    const out = new Map<string, ReturnType<typeof whatIf> & { changed: Set<number> }>();
    for (const row of rows) {
      const block = blockOf(row, previous);
      if (!block) continue;
      out.set(row.key, { ...whatIf(row, block, previous ? undefined : edits[row.key]), changed: previous ? new Set() : changedPeriods(row, weekCount) });
    }
    return out;
  }, [rows, previous, edits, weekCount]);

  const scrollToCell = useCallback((a: Active) => {
    const el = scroller.current;
    if (!el) return;
    const top = a.line * LINE_HEIGHT;
    const header = LINE_HEIGHT;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + LINE_HEIGHT > el.scrollTop + el.clientHeight - header) el.scrollTop = top + LINE_HEIGHT - el.clientHeight + header;
    if (a.col >= frozen.length) {
      const left = (a.col - frozen.length) * PERIOD_WIDTH;
      const room = el.clientWidth - frozenW;
      if (left < el.scrollLeft) el.scrollLeft = left;
      else if (left + PERIOD_WIDTH > el.scrollLeft + room) el.scrollLeft = left + PERIOD_WIDTH - room;
    }
  }, [frozen.length, frozenW]);

  const onEditRef = useRef(props.onEdit);
  useLayoutEffect(() => {
    onEditRef.current = props.onEdit;
  });
  const commit = useCallback((key: string, line: Line, period: number, value: string | null) => {
    setEditing(null);
    scroller.current?.focus();
    if (value !== null && isQuantity(value) && line !== 'balance') onEditRef.current(key, period, line, value.replace(/[,\s]/g, ''));
  }, []);
  const pick = useCallback((line: number, col: number) => setActive({ line, col }), []);
  const lineName = useCallback((l: Line) => translate(`${T}.lines.${l}`), [translate]);
  const stockName = useCallback((k: 'on_hands' | 'on_ways') => translate(`${T}.columns.${k}`), [translate]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (editing) return;
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], PageUp: [-Math.floor(height / LINE_HEIGHT), 0], PageDown: [Math.floor(height / LINE_HEIGHT), 0] };
    const move = moves[e.key] ?? (e.key === 'Home' ? [0, -colCount] : e.key === 'End' ? [0, colCount] : undefined);
    if (move) {
      e.preventDefault();
      const next = { line: Math.max(0, Math.min(lineCount - 1, active.line + move[0])), col: Math.max(0, Math.min(colCount - 1, active.col + move[1])) };
      setActive(next);
      scrollToCell(next);
      return;
    }
    const period = active.col - frozen.length;
    const row = rows[Math.floor(active.line / 3)];
    const line = LINES[active.line % 3];
    if (e.key === 'Enter' && row && period >= 0) {
      e.preventDefault();
      if (whatIfMode && !previous && line !== 'balance') setEditing(`${row.key}:${period}:${line}`);
      else props.onExplain(row, period);
      return;
    }
    if (!e.ctrlKey && !e.metaKey && !e.altKey && props.onShortcut(e.key.toLowerCase())) e.preventDefault();
  };

  const visibleLines: number[] = [];
  for (let g = win.firstLine; g <= win.lastLine; g++) visibleLines.push(g);
  // Stable between scroll steps that keep the same columns, so a line already shown is not rendered again.
  const visiblePeriods = useMemo(() => Array.from({ length: Math.max(0, win.lastPeriod - win.firstPeriod + 1) }, (_, i) => win.firstPeriod + i), [win.firstPeriod, win.lastPeriod]);
  const activeId = `psi-cell-${active.line}-${active.col}`;
  const totalWidth = frozenW + periods.length * PERIOD_WIDTH;

  return (
    <Box
      ref={scroller}
      role="grid"
      aria-label={translate(`${T}.block`)}
      aria-rowcount={lineCount + 1}
      aria-colcount={colCount}
      aria-activedescendant={lineCount ? activeId : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onScroll={(e) => {
        const el = e.currentTarget;
        const down = el.scrollTop >= lastTop.current;
        lastTop.current = el.scrollTop;
        setWindow((w) => nextWindow(w, viewOf(el), down));
      }}
      onClick={(e) => {
        // One listener for every cell (ids psi-cell-{line}-{column}) rather than one closure per cell.
        const cell = (e.target as HTMLElement).closest('[role="gridcell"]');
        const [, , line, col] = cell?.id.split('-') ?? [];
        if (cell?.id.startsWith('psi-cell-')) pick(Number(line), Number(col));
      }}
      sx={GRID_SX}
      style={{ height }}
    >
      <div role="row" aria-rowindex={1} style={{ display: 'flex', position: 'sticky', top: 0, zIndex: 3, width: totalWidth, height: LINE_HEIGHT }}>
        {frozen.map((c, i) => (
          <div key={c.id} role="columnheader" aria-colindex={i + 1} className="c f h" style={{ width: c.width, left: frozenLeft(frozen, i), zIndex: 4 }}>
            {translate(`${T}.columns.${headerKey(c.id)}`)}
          </div>
        ))}
        <div style={{ width: win.firstPeriod * PERIOD_WIDTH, flex: 'none' }} />
        {visiblePeriods.map((p) => (
          <div key={p} role="columnheader" aria-colindex={frozen.length + p + 1} className="c h n" style={{ width: PERIOD_WIDTH }}>
            {periods[p]}
          </div>
        ))}
      </div>
      <div style={{ height: lineCount * LINE_HEIGHT, width: totalWidth, position: 'relative' }}>
        {visibleLines.map((g) => {
          const row = rows[Math.floor(g / 3)];
          const c = computed.get(row.key);
          return (
            <GridLine
              key={`${row.key}:${g % 3}`}
              g={g}
              row={row}
              line={LINES[g % 3]}
              frozen={frozen}
              periods={visiblePeriods}
              firstPeriod={win.firstPeriod}
              outcome={c?.outcome ?? []}
              colour={c?.colour ?? 'green'}
              changed={c?.changed}
              activeCol={active.line === g ? active.col : -1}
              editing={editing?.startsWith(`${row.key}:`) && editing.endsWith(`:${LINES[g % 3]}`) ? Number(editing.split(':')[1]) : -1}
              previous={previous}
              edited={edits[row.key]}
              onCommit={commit}
              lineName={lineName}
              stockName={stockName}
              changedTitle={translate(`${T}.changed`, { weeks: weekCount })}
              badQty={translate(`${T}.bad_qty`)}
            />
          );
        })}
      </div>
    </Box>
  );
}

const headerKey = (id: FrozenColumn['id']) => id;

// One style sheet for every cell (class names), so a scroll step renders plain elements: c cell, f frozen,
// h header, n number, b balance line, a active, x changed since the previous forecast, e edited.
const GRID_SX = {
  overflow: 'auto', position: 'relative', border: 1, borderColor: 'divider', fontSize: 13, fontVariantNumeric: 'tabular-nums',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  // Block cells with a line height, not flex boxes: less layout per scroll step.
  '& .c': { flex: 'none', height: LINE_HEIGHT, lineHeight: `${LINE_HEIGHT - 1}px`, px: 0.75, borderBottom: 1, borderRight: 1, borderColor: 'divider', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', boxSizing: 'border-box' },
  '& .f': { position: 'sticky', zIndex: 2, bgcolor: 'background.paper' },
  '& .h': { bgcolor: 'background.paper', fontWeight: 600 },
  '& .n': { textAlign: 'right' },
  '& .b': { borderBottomColor: 'text.secondary' },
  '& .a': { outline: '2px solid #1565c0', outlineOffset: '-2px' },
  '& .x': { bgcolor: 'rgba(123, 31, 162, 0.10)', fontWeight: 700 },
  '& .e': { fontWeight: 700, fontStyle: 'italic' },
} as const;

const frozenLeft = (frozen: FrozenColumn[], i: number) => frozen.slice(0, i).reduce((s, c) => s + c.width, 0);
const cls = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

interface GridLineProps {
  g: number;
  row: PsiRow;
  line: Line;
  frozen: FrozenColumn[];
  periods: number[];
  firstPeriod: number;
  outcome: { demand: string; esd: string; balance: string }[];
  colour: PsiColour;
  changed?: Set<number>;
  activeCol: number;
  editing: number;
  previous: boolean;
  edited?: Edits;
  onCommit: (key: string, line: Line, period: number, value: string | null) => void;
  lineName: (l: Line) => string;
  stockName: (k: 'on_hands' | 'on_ways') => string;
  changedTitle: string;
  badQty: string;
}

const GridLine = memo(function GridLine(p: GridLineProps) {
  const lineIndex = LINES.indexOf(p.line);
  const block = blockOf(p.row, p.previous);
  const tone = COLOURS[p.colour];
  return (
    <div role="row" aria-rowindex={p.g + 2} data-colour={lineIndex === 2 ? p.colour : undefined} style={{ display: 'flex', position: 'absolute', top: p.g * LINE_HEIGHT, height: LINE_HEIGHT }}>
      {p.frozen.map((c, i) => {
        const value = c.values(p.row, block, p.lineName, p.stockName)[lineIndex];
        const isLine = c.id === 'line' && lineIndex === 2;
        return (
          <div key={c.id} id={`psi-cell-${p.g}-${i}`} role="gridcell" aria-colindex={i + 1} title={value}
            className={cls('c f', (c.id === 'total' || c.id === 'stock') && 'n', lineIndex === 2 && 'b', p.activeCol === i && 'a')}
            style={{ width: c.width, left: frozenLeft(p.frozen, i), background: isLine ? tone.bg : undefined, color: isLine ? tone.fg : undefined,
              fontWeight: c.id === 'part' && lineIndex === 1 ? 600 : undefined, borderLeft: i === 0 ? `4px solid ${tone.bar}` : undefined }}>
            {value}
          </div>
        );
      })}
      <div style={{ width: p.firstPeriod * PERIOD_WIDTH, flex: 'none' }} />
      {p.periods.map((period) => {
        const cell = p.outcome[period];
        const value = cell ? cell[p.line] : '';
        const col = p.frozen.length + period;
        const negative = p.line === 'balance' && value.startsWith('-');
        const changed = p.line !== 'balance' && p.changed?.has(period + 1);
        const edited = p.line !== 'balance' && p.edited?.[period]?.[p.line] !== undefined;
        return (
          <div key={period} id={`psi-cell-${p.g}-${col}`} role="gridcell" aria-colindex={col + 1} title={changed ? p.changedTitle : undefined}
            data-changed={changed || undefined} className={cls('c n', p.line === 'balance' && 'b', changed && 'x', edited && 'e', p.activeCol === col && 'a')}
            style={{ width: PERIOD_WIDTH, background: negative ? tone.bg : undefined, color: negative ? tone.fg : undefined }}>
            {p.editing === period ? <EditCell value={value} label={p.badQty} onDone={(v) => p.onCommit(p.row.key, p.line, period, v)} /> : formatNumber(value)}
          </div>
        );
      })}
    </div>
  );
});

/** A what-if cell being typed: Enter or leaving keeps the value, Escape drops it (once). */
function EditCell({ value, label, onDone }: { value: string; label: string; onDone: (v: string | null) => void }) {
  const done = useRef(false);
  const finish = (v: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(v);
  };
  return (
    <input aria-label={label} defaultValue={value} autoFocus inputMode="decimal" style={{ width: '100%', font: 'inherit', textAlign: 'right' }}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') finish(e.currentTarget.value);
        if (e.key === 'Escape') finish(null);
      }}
      onBlur={(e) => finish(e.currentTarget.value)} />
  );
}

