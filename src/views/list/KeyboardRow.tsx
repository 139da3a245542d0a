// A list row the keyboard can use: focusable, Enter opens it (what a click does), ArrowUp/ArrowDown
// move to the neighbouring row. Its selection checkbox is named after the row's first column, the
// key the user sees there ("Select row AUTO").
import { forwardRef, useEffect, useImperativeHandle, useRef, type KeyboardEvent } from 'react';
import { DatagridRow, useTranslate, type DatagridRowProps } from 'react-admin';

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

export const KeyboardRow = forwardRef<HTMLTableRowElement, DatagridRowProps>(function KeyboardRow(props, ref) {
  const translate = useTranslate();
  const own = useRef<HTMLTableRowElement>(null);
  useImperativeHandle(ref, () => own.current as HTMLTableRowElement);
  // DatagridRow puts its aria-label on the checkbox's wrapper, not on the input a screen reader names.
  useEffect(() => {
    const row = own.current;
    const key = row?.querySelector('td.RaDatagrid-rowCell')?.textContent?.trim() || String(props.id);
    row?.querySelector('td input[type="checkbox"]')?.setAttribute('aria-label', translate('app.list.selectRow', { row: key }));
  });
  return <DatagridRow ref={own} {...props} tabIndex={0} onKeyDown={onRowKeyDown} />;
});
