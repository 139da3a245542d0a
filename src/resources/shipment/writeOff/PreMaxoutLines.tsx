// The case's write-off lines under its fields: a table, or (in its stage, for its permission) the
// list stage's line editor or the compile stage's result inputs. The server checks every row again.
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePreMaxoutLines, type DraftLine } from './usePreMaxoutLines';

const T = 'screens.pre_maxout';
const COLUMNS = ['line', 'mpn', 'qty', 'unit_cost', 'amount', 'result_qty', 'result_amount', 'remark'] as const;
const NUMERIC = new Set(['qty', 'unit_cost', 'amount', 'result_qty', 'result_amount']);

function Cell({ label, value, onChange, numeric }: { label: string; value: string; onChange: (v: string) => void; numeric?: boolean }) {
  return <TextField size="small" variant="standard" value={value} onChange={(e) => onChange(e.target.value)} slotProps={{ htmlInput: { 'aria-label': label, inputMode: numeric ? 'decimal' : 'text' } }} />;
}

export function PreMaxoutLines() {
  const translate = useTranslate();
  const c = usePreMaxoutLines();
  const head = (name: string) => translate(`${T}.${name}`);
  const editRow = (d: DraftLine, i: number) => (
    <TableRow key={i}>
      <TableCell>{i + 1}</TableCell>
      {c.mode === 'lines' ? (
        <>
          <TableCell><Cell label={`${head('mpn')} ${i + 1}`} value={d.mpn} onChange={(mpn) => c.change(i, { mpn })} /></TableCell>
          <TableCell><Cell numeric label={`${head('qty')} ${i + 1}`} value={d.qty} onChange={(qty) => c.change(i, { qty })} /></TableCell>
          <TableCell><Cell numeric label={`${head('unit_cost')} ${i + 1}`} value={d.unit_cost} onChange={(unit_cost) => c.change(i, { unit_cost })} /></TableCell>
          <TableCell colSpan={3} />
          <TableCell>
            <Cell label={`${head('remark')} ${i + 1}`} value={d.remark} onChange={(remark) => c.change(i, { remark })} />
            <IconButton aria-label={translate(`${T}.remove_line`, { n: i + 1 })} onClick={() => c.remove(i)} size="small"><DeleteIcon fontSize="small" /></IconButton>
          </TableCell>
        </>
      ) : (
        <>
          <TableCell>{d.mpn}</TableCell>
          <TableCell align="right">{d.qty}</TableCell>
          <TableCell align="right">{d.unit_cost}</TableCell>
          <TableCell />
          <TableCell><Cell numeric label={`${head('result_qty')} ${i + 1}`} value={d.result_qty} onChange={(result_qty) => c.change(i, { result_qty })} /></TableCell>
          <TableCell colSpan={2} />
        </>
      )}
    </TableRow>
  );
  return (
    <Box component="section" aria-label={head('lines')} sx={{ px: 2, pb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>{head('lines')}</Typography>
        {c.mode === 'view' && c.items.length > 0 && <Button onClick={c.exportLines}>{head('export')}</Button>}
        {c.mode === 'view' && c.canEditLines && <Button variant="outlined" onClick={() => c.start('lines')}>{head('edit_lines')}</Button>}
        {c.mode === 'view' && c.canEditResults && <Button variant="outlined" onClick={() => c.start('results')}>{head('edit_results')}</Button>}
      </Stack>
      {c.error && <Alert severity="error" sx={{ mb: 1 }}>{c.error}</Alert>}
      {c.mode === 'view' && !c.items.length ? (
        <Typography variant="body2" color="text.secondary">{head('no_lines')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>{COLUMNS.map((name) => <TableCell key={name} align={NUMERIC.has(name) ? 'right' : 'left'}>{head(name)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {c.mode === 'view'
              ? c.items.map((i) => (
                  <TableRow key={i.id}>
                    <TableCell>{i.line_no}</TableCell>
                    <TableCell>{i.mpn}</TableCell>
                    <TableCell align="right">{i.qty}</TableCell>
                    <TableCell align="right">{i.unit_cost}</TableCell>
                    <TableCell align="right">{i.amount}</TableCell>
                    <TableCell align="right">{i.result_qty ?? ''}</TableCell>
                    <TableCell align="right">{i.result_amount ?? ''}</TableCell>
                    <TableCell>{i.remark ?? ''}</TableCell>
                  </TableRow>
                ))
              : c.draft.map(editRow)}
          </TableBody>
        </Table>
      )}
      {c.mode !== 'view' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {c.mode === 'lines' && <Button onClick={c.add}>{head('add_line')}</Button>}
          <Button variant="contained" disabled={c.pending} onClick={c.save}>{head(c.mode === 'lines' ? 'save_lines' : 'save_results')}</Button>
          <Button onClick={c.cancel}>{head('cancel')}</Button>
        </Stack>
      )}
    </Box>
  );
}
