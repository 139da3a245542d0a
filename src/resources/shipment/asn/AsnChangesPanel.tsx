// What an ASN change request changes, for its auditor: the header values and each item added,
// removed or changed, as field, before and after (GET /api/v2/asn/order/asn-modify/{id}/changes).
import { Alert, Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AsnChangeField, AsnChangeItem } from './model/editorContract';
import { fetchChanges } from './asnApi';

const T = 'screens.asn_modify';
const CHIP: Record<AsnChangeItem['change'], 'success' | 'error' | 'warning'> = { added: 'success', removed: 'error', changed: 'warning' };
const CELL = { whiteSpace: 'nowrap' } as const;

/** A value as the auditor reads it: quantities grouped, bags as "2 bags: 1,500", nothing as a dash. */
function useValue() {
  const translate = useTranslate();
  return (f: AsnChangeField, v: string) => {
    if (v === '') return '—';
    if (f.field === 'total_qty' && /^\d+(\.\d+)?$/.test(v)) return Number(v).toLocaleString('en-US', { maximumFractionDigits: 3 });
    if (f.field === 'bags') {
      const [count, total] = v.split('|');
      return translate(`${T}.bagsValue`, { smart_count: Number(count), total: Number(total).toLocaleString('en-US', { maximumFractionDigits: 3 }) });
    }
    return v;
  };
}

function FieldRows({ fields, lead }: { fields: AsnChangeField[]; lead?: (rowSpan: number) => ReactElement }) {
  const translate = useTranslate();
  const value = useValue();
  return (
    <>
      {fields.map((f, i) => (
        <TableRow key={f.field}>
          {i === 0 && lead?.(fields.length)}
          <TableCell sx={CELL}>{translate(`${T}.fields.${f.field}`)}</TableCell>
          <TableCell sx={{ color: 'text.secondary' }}>{value(f, f.before)}</TableCell>
          <TableCell sx={{ fontWeight: 600 }}>{value(f, f.after)}</TableCell>
        </TableRow>
      ))}
    </>
  );
}

export function AsnChangesPanel() {
  const translate = useTranslate();
  const record = useRecordContext();
  const id = record?.id as number | undefined;
  const { data, error } = useQuery({ queryKey: ['asn-modify-changes', id, record?.version], queryFn: () => fetchChanges(id!), enabled: id !== undefined });
  if (error) return <Alert severity="error" sx={{ mt: 2 }}>{error.message}</Alert>;
  if (!data || data.kind === 'return') return null;
  const title = translate(`${T}.title`);
  const head = ['field', 'before', 'after'].map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>);
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2">{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(`${T}.basis.${data.basis}`)}</Typography>
      {data.basis !== 'none' && !data.header.length && !data.items.length && <Typography>{translate(`${T}.nothing`)}</Typography>}
      {data.header.length > 0 && (
        <Table size="small" aria-label={translate(`${T}.headerTitle`)} sx={{ mb: 2, width: 'auto' }}>
          <TableHead><TableRow>{head}</TableRow></TableHead>
          <TableBody><FieldRows fields={data.header} /></TableBody>
        </Table>
      )}
      {data.items.length > 0 && (
        <Table size="small" aria-label={translate(`${T}.itemsTitle`)} sx={{ width: 'auto' }}>
          <TableHead><TableRow>{['change', 'mpn', 'order'].map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>)}{head}</TableRow></TableHead>
          <TableBody>
            {data.items.map((item, n) => (
              <FieldRows key={n} fields={item.fields} lead={(rowSpan) => (
                <>
                  <TableCell rowSpan={rowSpan} sx={{ verticalAlign: 'top' }}><Chip size="small" color={CHIP[item.change]} label={translate(`${T}.change.${item.change}`)} /></TableCell>
                  <TableCell rowSpan={rowSpan} sx={{ ...CELL, verticalAlign: 'top' }}>{item.mpn}</TableCell>
                  <TableCell rowSpan={rowSpan} sx={{ ...CELL, verticalAlign: 'top' }}>{item.order || '—'}</TableCell>
                </>
              )} />
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
