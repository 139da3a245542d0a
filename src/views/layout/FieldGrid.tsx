// The grid that forms and show pages lay their fields in: as many columns of at least 280 px as the
// page's own width holds, at most three, so a form is one column on a phone, two or three on a
// desktop (measured on the content area, not the window: the sidebar takes its share). Wide
// values (long or multi-line text, JSON, files) take a whole row.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { Field } from '../../schema';

/** Text longer than this many bytes is a paragraph rather than a value: it gets the whole row. */
const LONG_TEXT_BYTES = 300;

export function isWideField(field: Field): boolean {
  if (field.kind === 'json' || field.kind === 'file') return true;
  return field.kind === 'text' && (!!field.multiline || field.maxBytes > LONG_TEXT_BYTES);
}

const COLUMN_GAP = 24;
const MIN_COLUMN = 280;

export function FieldGrid({ children, rowGap = 0 }: { children: ReactNode; rowGap?: number }) {
  return (
    <Box
      className="field-grid"
      sx={{
        display: 'grid',
        width: '100%',
        columnGap: `${COLUMN_GAP}px`,
        rowGap,
        // max(): never narrower than a third of the row, so a fourth column never fits.
        gridTemplateColumns: `repeat(auto-fill, minmax(max(${MIN_COLUMN}px, calc((100% - ${2 * COLUMN_GAP}px) / 3)), 1fr))`,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * One field's place in the grid; a wide one spans every column. `nudge` lowers a switch to the
 * height of the text beside it in a filled input.
 */
export function GridCell({ wide, children, name, nudge }: { wide: boolean; children: ReactNode; name: string; nudge?: boolean }) {
  return (
    <Box className={`field-cell field-cell-${name}`} sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined, pt: nudge ? 1.5 : undefined }}>
      {children}
    </Box>
  );
}
