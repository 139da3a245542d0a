// An EDI record's page: the generic show (the document's fields, what differs from its ASN) and its
// items below as a dense read-only table (GET <base>/{id}/lines), one view for the 856, 810 and 861.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { unwrapData } from '../../../dataProvider/envelope';
import { requestJson } from '../../../dataProvider/http';
import { labelIn, type ResourceDeclaration } from '../../../schema';
import { useUiLocale } from '../../../views/fields/common';
import { ResourceShow } from '../../../views/ResourceShow';
import { useResourceDeclaration } from '../../../views/useResourceDeclaration';

type Row = Record<string, unknown> & { id: number };

function ItemsTable({ decl, rows, label }: { decl: ResourceDeclaration; rows: Row[]; label: string }) {
  const locale = useUiLocale();
  const lines = decl.lines!.items;
  const columns = ['line_no', ...(lines.columns ?? Object.keys(lines.fields)).filter((c) => c !== 'line_no')];
  const cell = (row: Row, c: string) => {
    const field = lines.fields[c];
    const value = row[c];
    if (field?.kind === 'enum') return labelIn(field.options.find((o) => o.value === value)?.label ?? { en: String(value ?? ''), zh: String(value ?? '') }, locale);
    if (value === null || value === undefined) return '';
    // Whole quantities with separators; prices and amounts as exact as the server sent them.
    return field?.kind === 'integer' ? Number(value).toLocaleString(locale) : String(value);
  };
  const numeric = (c: string) => ['integer', 'decimal', 'money'].includes(lines.fields[c]?.kind ?? '');
  return (
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>{columns.map((c) => <TableCell key={c} align={numeric(c) ? 'right' : 'left'}>{labelIn(lines.fields[c].label, locale)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => <TableRow key={row.id}>{columns.map((c) => <TableCell key={c} align={numeric(c) ? 'right' : 'left'}>{cell(row, c)}</TableCell>)}</TableRow>)}
        </TableBody>
      </Table>
    </Box>
  );
}

function RecordItems() {
  const translate = useTranslate();
  const decl = useResourceDeclaration();
  const record = useRecordContext();
  const lines = useQuery({
    queryKey: [decl.name, 'lines', record?.id],
    enabled: !!record,
    queryFn: async ({ signal }) => (unwrapData(await requestJson(`${decl.api.base}/${record!.id}/lines`, { signal })) as { items: Row[] }).items,
  });
  if (!record || !decl.lines?.items) return null;
  const title = translate('screens.ediRecords.items');
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h3">{title}</Typography>
      <ItemsTable decl={decl} rows={lines.data ?? []} label={title} />
    </Box>
  );
}

export default function EdiRecordShow() {
  return (
    <ResourceShow>
      <RecordItems />
    </ResourceShow>
  );
}
