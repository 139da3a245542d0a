// The RFQ's lines; while it may be quoted, each line's quote fields are inputs (Tab and arrows move between them).
import { Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RfqLine } from './types';
import { TableScroll } from '../../../views/shared/TableScroll';

const T = 'screens.rfq';
const FIXED = ['line_no', 'mpn', 'cpn', 'qty', 'target_price', 'annual_usage'] as const;

const shown = (l: RfqLine, col: string) => String((col === 'mpn' ? l.material_id__title ?? l.material_id : (l as unknown as Record<string, unknown>)[col]) ?? '');
const quarters = (l: RfqLine) => (l.q1_price ? [l.q1_price, l.q2_price, l.q3_price, l.q4_price].join(' / ') : '');

/** The quote columns a stage page edits and the lines table shows. */
export const QUOTE_INPUTS = ['quoted_price', 'lead_time_weeks', 'moq', 'valid_until'] as const;
type QuoteInput = (typeof QUOTE_INPUTS)[number];
/** The quote being typed, when the lines may be quoted. */
export interface LineQuoteEditor {
  value: (lineId: number, field: QuoteInput, stored: unknown) => string;
  setValue: (lineId: number, field: QuoteInput, v: string) => void;
}

export function RfqLinesTable({ items, edit }: { items: RfqLine[]; edit?: LineQuoteEditor }) {
  const translate = useTranslate();
  return (
    <TableScroll label={translate(`${T}.lines`)} contain>
      {/* One line a row (dense, as the lists): the table scrolls sideways instead of wrapping. */}
      <Table size="small" aria-label={translate(`${T}.col.mpn`)} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {[...FIXED, ...QUOTE_INPUTS, 'quoted_by', 'quarters'].map((col) => <TableCell key={col}>{translate(`${T}.col.${col}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((l) => (
            <TableRow key={l.id}>
              {FIXED.map((col) => <TableCell key={col} align={col === 'mpn' || col === 'cpn' ? 'left' : 'right'}>{shown(l, col)}</TableCell>)}
              {QUOTE_INPUTS.map((col) => (
                <TableCell key={col} align="right">
                  {edit ? (
                    <TextField
                      size="small"
                      variant="standard"
                      type={col === 'valid_until' ? 'date' : 'text'}
                      inputProps={{ 'aria-label': `${translate(`${T}.col.${col}`)} ${shown(l, 'mpn')}`, inputMode: col === 'valid_until' ? undefined : 'decimal' }}
                      value={edit.value(l.id, col, l[col])}
                      onChange={(e) => edit.setValue(l.id, col, e.target.value)}
                      sx={{ width: col === 'valid_until' ? 140 : 100 }}
                    />
                  ) : shown(l, col)}
                </TableCell>
              ))}
              <TableCell>{l.quoted_by ?? ''}</TableCell>
              <TableCell>{quarters(l)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
