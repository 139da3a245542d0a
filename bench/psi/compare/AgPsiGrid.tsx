// The same PSI page in AG Grid Community: one grid line per Demand, ESD and Balance line of a row, the
// same frozen key columns (pinned left, their values from our gridColumns.ts), 52 period columns, the
// same colours (balance tone from the first negative, the row's bar, changed periods). Bench only.
import { AllCommunityModule, ModuleRegistry, themeQuartz, type CellStyle, type ColDef, type GridApi, type ICellRendererParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import type { PsiCell, PsiColour } from '../../../src/contract/psi/engine';
import type { PsiPage, PsiRow } from '../../../src/contract/psi/types';
import { COLOURS } from '../../../src/custom/distribute/psi/colours';
import { frozenColumns } from '../../../src/custom/distribute/psi/gridColumns';
import { changedPeriods, LINES, whatIf, type Line } from '../../../src/custom/distribute/psi/gridModel';
import { formatNumber } from '../../../src/i18n/format';
import type { Probe } from './main';
import { i18n } from './words';

ModuleRegistry.registerModules([AllCommunityModule]);
const t = (k: string) => i18n.translate(`screens.psi.${k}`);
const theme = themeQuartz.withParams({ fontSize: 13, spacing: 4, headerFontWeight: 600 });

interface GridLine {
  id: string;
  row: PsiRow;
  line: Line;
  lineIndex: number;
  outcome: PsiCell[];
  colour: PsiColour;
  changed: Set<number>;
}

let api: GridApi<GridLine> | null = null;

export function AgPsiGrid({ page }: { page: PsiPage }) {
  const frozen = useMemo(() => frozenColumns(page.rule), [page.rule]);
  const lines = useMemo(() => page.list.flatMap((row) => {
    const w = whatIf(row, row.current, undefined);
    const changed = changedPeriods(row, 16);
    return LINES.map((line, lineIndex): GridLine => ({ id: `${row.key}:${lineIndex}`, row, line, lineIndex, outcome: w.outcome, colour: w.colour, changed }));
  }), [page.list]);
  const columns = useMemo((): ColDef<GridLine>[] => [
    ...frozen.map((c, i): ColDef<GridLine> => ({
      colId: c.id, headerName: t(`columns.${c.id}`), pinned: 'left', width: c.width, sortable: false, suppressMovable: true,
      valueGetter: (p) => (p.data ? c.values(p.data.row, p.data.row.current, (l) => t(`lines.${l}`), (k) => t(`columns.${k}`))[p.data.lineIndex] : ''),
      cellStyle: (p): CellStyle => {
        const d = p.data!;
        const tone = COLOURS[d.colour];
        const isLine = c.id === 'line' && d.lineIndex === 2;
        return { ...(i === 0 ? { borderLeft: `4px solid ${tone.bar}` } : {}), ...(isLine ? { background: tone.bg, color: tone.fg } : {}) };
      },
    })),
    ...page.periods.map((label, period): ColDef<GridLine> => ({
      colId: `p${period}`, headerName: label, width: 88, sortable: false, suppressMovable: true, type: 'rightAligned',
      valueGetter: (p) => p.data?.outcome[period]?.[p.data.line] ?? '',
      cellRenderer: (p: ICellRendererParams<GridLine>) => formatNumber(p.value as string),
      cellStyle: (p): CellStyle => {
        const d = p.data!;
        const negative = d.line === 'balance' && String(p.value).startsWith('-');
        const changed = d.line !== 'balance' && d.changed.has(period + 1);
        const tone = COLOURS[d.colour];
        return negative ? { background: tone.bg, color: tone.fg } : changed ? { background: 'rgba(123, 31, 162, 0.10)', fontWeight: 700 } : {};
      },
    })),
  ], [frozen, page.periods]);
  return (
    <div style={{ width: '100%', height: '100%' }}>
      <AgGridReact<GridLine> theme={theme} rowData={lines} columnDefs={columns} rowHeight={28} headerHeight={28} getRowId={(p) => p.data.id}
        onGridReady={(e) => { api = e.api; }} />
    </div>
  );
}

const q = (s: string) => document.querySelector(s) as HTMLElement;

export const agProbe: Probe = {
  hasCells: () => !!document.querySelector('.ag-row .ag-cell'),
  // The first line's first cell, focused as a click would (AG Grid follows the browser's focus).
  focus: () => {
    api!.setFocusedCell(0, 'part');
    q('.ag-row[row-index="0"] .ag-cell[col-id="part"]').focus();
  },
  activeCell: () => {
    const f = api?.getFocusedCell();
    return f ? `${f.rowIndex}:${f.column.getColId()}` : null;
  },
  // AG Grid 36 scrolls both ways in one viewport, as ours does.
  scrollBy: (dy, dx) => {
    const v = q('.ag-grid-viewport');
    v.scrollTop += dy;
    v.scrollLeft += dx;
  },
  domCells: () => document.querySelectorAll('.ag-cell').length,
  box: () => ({ width: q('#box').clientWidth, height: q('#box').clientHeight }),
};
