// One list cell's content, laid out by its column hint: one line unless the hint allows wrapping,
// cut with an ellipsis past its width, the full text on hover (a title set only when it is cut).
import type { MouseEvent, ReactNode } from 'react';
import { Box } from '@mui/material';
import type { ColumnHint } from '../../schema';

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

export function ListCell({ hint, children }: ListCellProps) {
  const oneLine = !hint.wrap;
  return (
    <Box
      component="span"
      className="app-listCell"
      onMouseEnter={oneLine ? titleWhenCut : undefined}
      sx={{
        display: 'block',
        minWidth: hint.minWidth,
        maxWidth: hint.maxWidth,
        fontVariantNumeric: hint.tabular ? 'tabular-nums' : undefined,
        ...(oneLine && {
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          // A kind's display may set its own wrapping (multi-line text): the column decides here.
          '& *': { whiteSpace: 'nowrap !important' },
        }),
      }}
    >
      {children}
    </Box>
  );
}
