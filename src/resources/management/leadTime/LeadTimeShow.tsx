// The lead-time task's page: the generic show, then its parts with the two files' figures and the
// final weeks (editable by the manager until confirmed), and the task's buttons.
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { raName } from '../../declarations';
import { ResourceShow } from '../../../views/ResourceShow';
import { UploadButton } from '../../shipment/rma/actions/FileButtons';
import { leadtimeTask } from './model/leadtimeTask';
import { useLeadTimeController } from './useLeadTimeController';

const T = 'screens.lead_time';
const NUMBERS = ['current_weeks', 'costbook_weeks', 'ti_weeks'] as const;

function LeadTimeParts() {
  const translate = useTranslate();
  const c = useLeadTimeController();
  const { canAccess: canWrite } = useCanAccess({ resource: raName(leadtimeTask), action: 'edit' });
  const open = canWrite && c.record?.status !== 'confirmed';
  return (
    <Box component="section" aria-label={translate(`${T}.parts`)} sx={{ px: 2, pb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {open ? (
          <>
            <UploadButton label={translate(`${T}.upload_costbook`)} disabled={c.busy} onFile={(f) => void c.upload('costbook', f)} />
            <UploadButton label={translate(`${T}.upload_ti`)} disabled={c.busy} onFile={(f) => void c.upload('ti_leadtime', f)} />
            <Button size="small" variant="outlined" disabled={c.busy || !c.items.length} onClick={() => void c.save()}>
              {translate(`${T}.save`)}
            </Button>
            <Button size="small" variant="contained" disabled={c.busy || c.record?.status !== 'saved'} onClick={() => void c.confirm()}>
              {translate(`${T}.confirm`)}
            </Button>
          </>
        ) : null}
        <Button size="small" onClick={() => void c.exportFile()} disabled={!c.items.length}>
          {translate(`${T}.export`)}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.help`)}
      </Typography>
      <Table size="small" aria-label={translate(`${T}.parts`)}>
        <TableHead>
          <TableRow>
            {['mpn', ...NUMBERS, 'final_weeks', 'remark'].map((k) => (
              <TableCell key={k}>{translate(`${T}.col_${k}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {c.items.map((i) => (
            <TableRow key={i.id}>
              <TableCell>{i.material_id__title ?? i.material_id}</TableCell>
              {NUMBERS.map((k) => (
                <TableCell key={k}>{i[k] ?? ''}</TableCell>
              ))}
              <TableCell>
                {open ? (
                  <TextField
                    size="small"
                    value={i.id in c.edits ? c.edits[i.id] : (i.final_weeks ?? '')}
                    onChange={(e) => c.setEdit(i.id, e.target.value)}
                    inputProps={{ inputMode: 'numeric', 'aria-label': translate(`${T}.final_for`, { mpn: i.material_id__title ?? '' }) }}
                    sx={{ width: 90 }}
                  />
                ) : (
                  (i.final_weeks ?? '')
                )}
              </TableCell>
              <TableCell>{i.remark ?? ''}</TableCell>
            </TableRow>
          ))}
          {!c.items.length ? (
            <TableRow>
              <TableCell colSpan={6}>{translate(`${T}.empty`)}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function LeadTimeShow() {
  return (
    <ResourceShow>
      <LeadTimeParts />
    </ResourceShow>
  );
}
