// One list cell's content, laid out by its column hint: one line unless the hint allows wrapping,
// cut with an ellipsis past its width, the full text on hover (a title set only when it is cut).
// Its rules are in listGridSx.ts (`listCellSx`), which every table of these cells applies.
import type { MouseEvent, ReactNode } from 'react';
import type { ColumnHint } from '../../schema';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface ListCellProps {
  hint: ColumnHint;
  children: ReactNode;
  /** Read by Datagrid and the column chooser from their children's props. */
  source: string;
  sortable?: boolean;
  textAlign?: ColumnHint['align'];
}

/** Sets the hover text when the value does not fit, read at hover time so resizing stays right. */
function titleWhenCut(event: MouseEvent<HTMLElement>) {
  const el = event.currentTarget;
  const cut = el.scrollWidth > el.clientWidth;
  if (cut) el.title = el.textContent ?? '';
  else el.removeAttribute('title');
}

/**
 * A plain span with classes, styled once by listGridSx: a Box with its own sx per cell cost emotion a
 * style resolution per cell (5,000 for a page of 500 rows of ten columns).
 */
export function ListCell({ hint, children }: ListCellProps) {
  const oneLine = !hint.wrap;
  return (
    <span
      className={classes('app-listCell', oneLine && 'app-listCell-oneLine', hint.tabular && 'app-listCell-tabular')}
      onMouseEnter={oneLine ? titleWhenCut : undefined}
      style={{ minWidth: hint.minWidth, maxWidth: hint.maxWidth }}
    >
      {children}
    </span>
  );
}
