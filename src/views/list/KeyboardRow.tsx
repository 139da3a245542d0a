// A list row the keyboard can use: focusable, Enter opens it (what a click does), ArrowUp/ArrowDown
// move to the neighbouring row. Its selection checkbox is named after the row's first column, the
// key the user sees there ("Select row AUTO"). Memoised: a list that scrolls or selects renders only
// the rows whose own props changed.
import { forwardRef, isValidElement, memo, useEffect, useImperativeHandle, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { DatagridRow, shallowEqual, useRecordContext, useTranslate, type DatagridRowProps } from 'react-admin';

function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
  // Keys typed in a checkbox or button inside the row keep their own meaning.
  if (event.target !== event.currentTarget) return;
  const row = event.currentTarget;
  if (event.key === 'Enter') {
    event.preventDefault();
    row.click();
    return;
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const next = event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
  event.preventDefault();
  if (next instanceof HTMLElement && next.tabIndex >= 0) next.focus();
}

const Row = forwardRef<HTMLTableRowElement, DatagridRowProps>(function KeyboardRow(props, ref) {
  const translate = useTranslate();
  const record = useRecordContext(props);
  const own = useRef<HTMLTableRowElement>(null);
  useImperativeHandle(ref, () => own.current as HTMLTableRowElement);
  // DatagridRow puts its aria-label on the checkbox's wrapper, not on the input a screen reader names.
  useEffect(() => {
    const row = own.current;
    const checkbox = row?.querySelector('td input[type="checkbox"]');
    if (!checkbox) return;
    const key = row?.querySelector('td.RaDatagrid-rowCell')?.textContent?.trim() || String(props.id);
    checkbox.setAttribute('aria-label', translate('app.list.selectRow', { row: key }));
  }, [record, props.id, props.hasBulkActions, props.children, translate]);
  return <DatagridRow ref={own} {...props} tabIndex={0} onKeyDown={onRowKeyDown} />;
});

/**
 * The columns are the same when each is the same element type with the same props: Datagrid hands
 * its rows copies of its children (new keys, same props) on each of its renders.
 */
function sameColumns(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i] as unknown;
    return x === y || (isValidElement(x) && isValidElement(y) && x.type === y.type && x.props === y.props);
  });
}

function sameRow(prev: DatagridRowProps, next: DatagridRowProps): boolean {
  const { children: a, ...prevRest } = prev;
  const { children: b, ...nextRest } = next;
  return sameColumns(a, b) && shallowEqual(prevRest, nextRest);
}

export const KeyboardRow = memo(Row, sameRow);
