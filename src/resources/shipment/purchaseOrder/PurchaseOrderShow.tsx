// The PO's show screen: the generic one plus what moved its quantity: the pre-POs bound to it and the
// shifts in and out of it.
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ResourceShow } from '../../../views/ResourceShow';
import { usePoMovesController } from './usePoMovesController';

const T = 'screens.po_moves';

function Section({ title, empty, head, rows }: { title: string; empty: boolean; head: string[]; rows: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{title}</Typography>
      {empty ? <Typography variant="body2" color="text.secondary">—</Typography> : (
        <Table size="small" aria-label={title}>
          <TableHead><TableRow>{head.map((h) => <TableCell key={h}>{h}</TableCell>)}</TableRow></TableHead>
          <TableBody>{rows}</TableBody>
        </Table>
      )}
    </Box>
  );
}

function PoMoves() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number; version: number }>();
  const c = usePoMovesController(record?.id, record?.version);
  if (!record) return null;
  const kind = (k: string) => translate(`${T}.kind_${k}`);
  return (
    <>
      {c.error && <Alert severity="error">{c.error.message}</Alert>}
      <Section title={translate(`${T}.bound`)} empty={!c.bound?.length} head={[translate(`${T}.pre_po`), translate(`${T}.qty`), translate(`${T}.request_date`), translate(`${T}.by`)]}
        rows={c.bound?.map((p) => <TableRow key={p.id}><TableCell>{p.pre_po_no}</TableCell><TableCell>{p.qty}</TableCell><TableCell>{p.request_date ?? ''}</TableCell><TableCell>{p.created_by ?? ''}</TableCell></TableRow>)} />
      <Section title={translate(`${T}.shifts`)} empty={!c.shifts?.length} head={[translate(`${T}.at`), translate(`${T}.from`), translate(`${T}.to`), translate(`${T}.qty`), translate(`${T}.by`)]}
        rows={c.shifts?.map((s) => (
          <TableRow key={s.id}>
            <TableCell>{new Date(s.at).toLocaleString()}</TableCell>
            <TableCell>{`${kind(s.from_type)} ${s.from_title ?? ''}`}</TableCell>
            <TableCell>{`${kind(s.to_type)} ${s.to_title ?? ''}`}</TableCell>
            <TableCell>{s.qty}</TableCell>
            <TableCell>{s.by_user}</TableCell>
          </TableRow>
        ))} />
    </>
  );
}

export default function PoShow() {
  return <ResourceShow><PoMoves /></ResourceShow>;
}
