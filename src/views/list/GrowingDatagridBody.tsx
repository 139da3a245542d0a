// The list's body, rendered as its rows come into view: only the rows in the list's box and a margin
// around them (useRowWindow), the rest as two stand-in rows as tall as the rows they replace, so the
// scroll bar is right from the start. A page of 500 rows rendered whole took 1.2-2.3 s and
// 16,000-19,000 DOM nodes before anything showed, and rows added while scrolling re-rendered all those
// above them (bench/screens/listPage.ts). Rows are memoised (KeyboardRow): a scroll renders only the
// rows coming into the window.
import { cloneElement, forwardRef, useImperativeHandle, useRef, type ReactElement } from 'react';
import { TableBody } from '@mui/material';
import { DatagridClasses, RecordContextProvider, useListContext, type DatagridBodyProps, type DatagridRowProps } from 'react-admin';
import { KeyboardRow } from './KeyboardRow';
import { useRowWindow } from './useRowWindow';

export { FIRST_ROWS } from './rowWindow';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Rows not rendered, as one empty row of their height, hidden from assistive technology. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr className="app-listSpacer" aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

export const GrowingDatagridBody = forwardRef<HTMLTableSectionElement, DatagridBodyProps>(function GrowingDatagridBody(
  { children, className, data = [], expand, hasBulkActions = false, hover, onToggleItem, resource, row = <KeyboardRow />, rowClick, rowSx, rowStyle, selectedIds, isRowSelectable, ...rest },
  ref,
) {
  const own = useRef<HTMLTableSectionElement>(null);
  useImperativeHandle(ref, () => own.current as HTMLTableSectionElement);
  const { page, perPage, sort, filterValues } = useListContext();
  const { start, end, rowPx } = useRowWindow(own, data.length, JSON.stringify([page, perPage, sort, filterValues]));
  const columns = (Array.isArray(children) ? children.flat().filter(Boolean).length : children ? 1 : 0) + (hasBulkActions ? 1 : 0) + (expand ? 1 : 0);
  return (
    // No scroll anchoring on these rows: the browser would hold a row in place as the window above it
    // changes, move the scroll, move the window again, and run away to the end of the list.
    <TableBody ref={own} className={classes('datagrid-body', className, DatagridClasses.tbody)} style={{ overflowAnchor: 'none' }} {...rest}>
      {start > 0 && <Spacer height={start * rowPx} columns={Math.max(columns, 1)} />}
      {data.slice(start, end).map((record, i) => {
        const rowIndex = start + i;
        return (
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
        );
      })}
      {end < data.length && <Spacer height={(data.length - end) * rowPx} columns={Math.max(columns, 1)} />}
    </TableBody>
  );
});
