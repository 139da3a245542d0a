// How the generic list's table is laid out: row density, a header that stays on top, a table that
// scrolls sideways inside the page with its first column (the key: code or name) frozen on the left,
// and a focus ring on the row the keyboard is on.
import type { SxProps, Theme } from '@mui/material';
import type { Density } from './useListPreferencesController';

/** MUI's checkbox cell is 48px wide: the frozen key column starts right after it. */
const CHECKBOX_WIDTH = 48;

/** ListCell's rules, once for the table rather than an sx per cell. */
const listCellSx = {
  '& .app-listCell': { display: 'block' },
  '& .app-listCell-tabular': { fontVariantNumeric: 'tabular-nums' },
  '& .app-listCell-oneLine': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    // A kind's display may set its own wrapping (multi-line text): the column decides here.
    '& *': { whiteSpace: 'nowrap !important' },
  },
};

export function listGridSx({ density, selectable }: { density: Density; selectable: boolean }): SxProps<Theme> {
  const keyIndex = selectable ? 2 : 1;
  const frozen = (left: number, header: boolean) => ({
    position: 'sticky',
    left,
    zIndex: header ? 3 : 1,
    backgroundColor: 'background.paper',
  });
  const stickyCells = {
    [`& tbody td:nth-of-type(${keyIndex})`]: frozen(selectable ? CHECKBOX_WIDTH : 0, false),
    [`& thead th:nth-of-type(${keyIndex})`]: frozen(selectable ? CHECKBOX_WIDTH : 0, true),
    ...(selectable && {
      '& tbody td:nth-of-type(1)': frozen(0, false),
      '& thead th:nth-of-type(1)': frozen(0, true),
      '& .MuiTableCell-paddingCheckbox': { width: CHECKBOX_WIDTH, minWidth: CHECKBOX_WIDTH, maxWidth: CHECKBOX_WIDTH },
    }),
  };
  return {
    // `contain` keeps the table's width out of the page's: a wide table scrolls here, the page does not.
    '& .RaDatagrid-tableWrapper': { overflow: 'auto', maxHeight: 'calc(100vh - 170px)', contain: 'inline-size' },
    '& .RaDatagrid-headerCell': { whiteSpace: 'nowrap' },
    '& .MuiTableCell-sizeSmall': { py: 0.5, px: 1 },
    '& .MuiTableCell-sizeSmall.MuiTableCell-paddingCheckbox': { py: 0, px: 0 },
    ...(density === 'compact' && { '& .MuiTableCell-paddingCheckbox .MuiCheckbox-root': { p: 0.5 } }),
    '& tbody tr:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
    ...stickyCells,
    ...listCellSx,
  } as SxProps<Theme>;
}
