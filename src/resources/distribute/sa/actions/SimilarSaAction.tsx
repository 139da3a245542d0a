// "Similar agreements" on an SA's page: the SAs of the same material (any supplier) and the supplier's
// at the same plants (GET /api/v1/sa/resemble), each comparable field by field with this one
// (POST /api/v1/sa/diff): what a planner checks before agreeing a new or changed SA.
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Alert, Dialog, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { requestJson, unwrapData } from '../../../../dataProvider';
import { labelIn } from '../../../../schema';
import { useUiLocale } from '../../../../views/fields/common';
import type { ActionProps } from '../../../../views/actions/types';

const T = 'screens.sa';
type Row = Record<string, unknown> & { id: number };
interface Diff { fields: { field: string; left: unknown; right: unknown; changed: boolean }[] }

const shown = (row: Row, field: string) => String(row[`${field}__title`] ?? row[field] ?? '');

export function SimilarSaAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const locale = useUiLocale();
  const record = useRecordContext<Row>();
  const [open, setOpen] = useState(false);
  const [other, setOther] = useState<Row>();
  const similar = useQuery({
    queryKey: ['sa', 'resemble', record?.id],
    enabled: open && !!record,
    queryFn: async ({ signal }) =>
      (unwrapData(await requestJson(`${decl.api.base}/resemble`, { query: { material_id: String(record!.material_id), vendor_id: String(record!.vendor_id) }, signal })) as { list: Row[] }).list.filter((r) => r.id !== record!.id),
  });
  const diff = useQuery({
    queryKey: ['sa', 'diff', record?.id, other?.id],
    enabled: !!other && !!record,
    queryFn: async () => unwrapData(await requestJson(`${decl.api.base}/diff`, { method: 'POST', body: { ids: [record!.id, other!.id] } })) as Diff,
  });
  if (!record) return null;
  const label = (field: string) => (decl.fields[field] ? labelIn(decl.fields[field].label, locale) : field);
  return (
    <>
      <Button label={`${T}.similar`} onClick={() => setOpen(true)}>
        <CompareArrowsIcon />
      </Button>
      <Dialog open={open} onClose={() => { setOpen(false); setOther(undefined); }} fullWidth maxWidth="lg" aria-labelledby="sa-similar-title">
        <DialogTitle id="sa-similar-title">{translate(`${T}.similar_title`, { no: String(record.sa_no ?? '') })}</DialogTitle>
        <DialogContent>
          {similar.error ? <Alert severity="error">{String(similar.error)}</Alert> : null}
          {similar.data && !similar.data.length ? <Typography variant="body2">{translate(`${T}.similar_none`)}</Typography> : null}
          {similar.data?.length ? (
            <Table size="small" aria-label={translate(`${T}.similar`)}>
              <TableHead>
                <TableRow>
                  {['sa_no', 'vendor_id', 'material_id', 'plant', 'unit_price', 'valid_to', 'status'].map((f) => <TableCell key={f}>{label(f)}</TableCell>)}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {similar.data.map((r) => (
                  <TableRow key={r.id} selected={other?.id === r.id}>
                    {['sa_no', 'vendor_id', 'material_id', 'plant', 'unit_price', 'valid_to', 'status'].map((f) => <TableCell key={f} sx={{ whiteSpace: 'nowrap' }}>{shown(r, f)}</TableCell>)}
                    <TableCell><Button label={`${T}.compare`} onClick={() => setOther(r)} /></TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
          {other && diff.data ? (
            <Table size="small" sx={{ mt: 2 }} aria-label={translate(`${T}.compare_title`, { a: String(record.sa_no), b: String(other.sa_no) })}>
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell>{String(record.sa_no)}</TableCell>
                  <TableCell>{String(other.sa_no)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {diff.data.fields.map((f) => (
                  <TableRow key={f.field} data-changed={f.changed}>
                    <TableCell component="th" scope="row">{label(f.field)}</TableCell>
                    <TableCell>{shown(record, f.field)}</TableCell>
                    <TableCell sx={f.changed ? { fontWeight: 600, color: 'warning.dark' } : undefined}>{shown(other, f.field)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
