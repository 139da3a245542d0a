// A document's lines as a read-only table: the declared line columns with their labels; an optional
// last cell per row for actions. Dense like the lists (one line a row, <= 40 px): the table scrolls
// sideways in its own box instead of wrapping its cells or widening the page.
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { labelIn, type ResourceDeclaration } from '../../../schema';
import { useUiLocale } from '../../../views/fields/common';

type Row = Record<string, unknown> & { id: number };

export function ItemsTable({ decl, rows, label, actions }: { decl: ResourceDeclaration; rows: Row[]; label: string; actions?: (row: Row) => ReactNode }) {
  const locale = useUiLocale();
  const lines = decl.lines!.items;
  const columns = ['line_no', ...(lines.columns ?? Object.keys(lines.fields)).filter((c) => c !== 'line_no')];
  const cell = (row: Row, c: string) => {
    const field = lines.fields[c];
    const value = row[`${c}__title`] ?? row[c];
    if (field?.kind === 'enum') return labelIn(field.options.find((o) => o.value === value)?.label ?? { en: String(value ?? ''), zh: String(value ?? '') }, locale);
    return value === null || value === undefined ? '' : String(value);
  };
  return (
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => <TableCell key={c}>{lines.fields[c] ? labelIn(lines.fields[c].label, locale) : c}</TableCell>)}
            {actions && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((c) => <TableCell key={c}>{cell(row, c)}</TableCell>)}
              {/* The buttons' own height is the row's: no cell padding above and below them. */}
              {actions && <TableCell sx={{ py: 0 }}>{actions(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
