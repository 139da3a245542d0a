// The list's body, rendered as its rows come into view: the first screenful at once, then more rows
// each time the user scrolls near the end of those rendered. A page of 500 rows rendered whole took
// 1.2-2.3 s and 16,000-19,000 DOM nodes before anything showed (bench/screens/listPage.ts); the rows
// below the fold wait in one spacer row as tall as they will be, so the scroll bar is right from the
// start. Rows once rendered stay (focus, selection and the browser's find keep working on them).
import { cloneElement, forwardRef, useEffect, useRef, useState, type ReactElement } from 'react';
import { TableBody, TableCell, TableRow } from '@mui/material';
import { DatagridClasses, RecordContextProvider, useListContext, type DatagridBodyProps, type DatagridRowProps } from 'react-admin';
import { KeyboardRow } from './KeyboardRow';

/** Rows rendered at once: more than a 1440x900 screen shows at the roomiest density. */
export const FIRST_ROWS = 40;
/** Rows added each time the spacer comes near the view. */
const MORE_ROWS = 60;
/** Height of a not yet rendered row until a rendered one is measured (compact rows are ~33 px). */
const ESTIMATED_ROW_PX = 36;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** How many rows to render: reset to the first screenful when the page, size, sort or filters change. */
function useShownRows(total: number): [number, () => void] {
  const { page, perPage, sort, filterValues } = useListContext();
  const key = JSON.stringify([page, perPage, sort, filterValues]);
  const [state, setState] = useState({ key, shown: FIRST_ROWS });
  const shown = state.key === key ? state.shown : FIRST_ROWS;
  if (state.key !== key) setState({ key, shown: FIRST_ROWS });
  const more = () => setState((s) => (s.key === key && s.shown < total ? { key, shown: s.shown + MORE_ROWS } : s));
  return [Math.min(shown, total), more];
}

/** The rows not rendered yet, as one empty row of their height; near the view it asks for more. */
function Spacer({ rows, columns, onNear }: { rows: number; columns: number; onNear: () => void }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const [rowPx, setRowPx] = useState(ESTIMATED_ROW_PX);
  const near = useRef(onNear);
  useEffect(() => {
    near.current = onNear;
  });
  useEffect(() => {
    const spacer = ref.current;
    if (!spacer) return;
    const rendered = spacer.previousElementSibling as HTMLElement | null;
    if (rendered?.offsetHeight) setRowPx(rendered.offsetHeight);
    // Without IntersectionObserver (an old browser, jsdom) every row is rendered, a batch at a time.
    if (typeof IntersectionObserver === 'undefined') return near.current();
    // The list scrolls inside its own box (listGridSx); a page without it scrolls the window.
    const root = spacer.closest<HTMLElement>('.RaDatagrid-tableWrapper');
    const scrolls = root && getComputedStyle(root).overflowY !== 'visible' ? root : null;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && near.current(), { root: scrolls, rootMargin: '600px 0px' });
    observer.observe(spacer);
    return () => observer.disconnect();
  }, [rows]);
  return (
    <TableRow ref={ref} className="app-listSpacer" aria-hidden="true">
      <TableCell colSpan={columns} sx={{ p: 0, border: 0 }} style={{ height: rows * rowPx }} />
    </TableRow>
  );
}

export const GrowingDatagridBody = forwardRef<HTMLTableSectionElement, DatagridBodyProps>(function GrowingDatagridBody(
  { children, className, data = [], expand, hasBulkActions = false, hover, onToggleItem, resource, row = <KeyboardRow />, rowClick, rowSx, rowStyle, selectedIds, isRowSelectable, ...rest },
  ref,
) {
  const [shown, more] = useShownRows(data.length);
  const columns = (Array.isArray(children) ? children.flat().filter(Boolean).length : children ? 1 : 0) + (hasBulkActions ? 1 : 0) + (expand ? 1 : 0);
  return (
    <TableBody ref={ref} className={classes('datagrid-body', className, DatagridClasses.tbody)} {...rest}>
      {data.slice(0, shown).map((record, rowIndex) => (
        <RecordContextProvider value={record} key={record.id ?? `row${rowIndex}`}>
          {cloneElement(
            row as ReactElement<DatagridRowProps>,
            {
              className: classes(DatagridClasses.row, rowIndex % 2 === 0 ? DatagridClasses.rowEven : DatagridClasses.rowOdd),
              expand,
              hasBulkActions: hasBulkActions && !!selectedIds,
              hover,
              id: record.id ?? `row${rowIndex}`,
              onToggleItem,
              resource,
              rowClick,
              selectable: !isRowSelectable || isRowSelectable(record),
              selected: selectedIds?.includes(record.id),
              sx: rowSx?.(record, rowIndex),
              style: rowStyle?.(record, rowIndex),
            },
            children,
          )}
        </RecordContextProvider>
      ))}
      {shown < data.length && <Spacer rows={data.length - shown} columns={Math.max(columns, 1)} onNear={more} />}
    </TableBody>
  );
});
