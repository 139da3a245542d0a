// A verification draft's page: the generic show (fields, review buttons, history) with, under the
// fields, what the draft would change: each proposed value beside the record's current one.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { findResource, raName } from '../../declarations';
import { useUiLocale } from '../../../views/fields/common';
import { ResourceShow } from '../../../views/ResourceShow';
import { useResourceDeclaration } from '../../../views/useResourceDeclaration';
import { draftDiff } from './draftDiff';

function DraftChanges() {
  const draft = useResourceDeclaration();
  const record = useRecordContext();
  const locale = useUiLocale();
  const translate = useTranslate();
  const [targetField, ref] = Object.entries(draft.fields)[0];
  const target = ref.kind === 'reference' ? findResource(ref.reference) : undefined;
  const targetId = record?.[targetField] as number | undefined;
  const { data: current } = useGetOne(target ? raName(target) : '', { id: targetId ?? 0 }, { enabled: !!target && !!targetId });
  if (!record || !target) return null;
  const rows = draftDiff(draft, target, record, targetId ? current : undefined, locale);
  const title = translate(targetId ? 'screens.verification.changes' : 'screens.verification.newRecord');
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{title}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('screens.verification.field')}</TableCell>
            <TableCell>{translate('screens.verification.current')}</TableCell>
            <TableCell>{translate('screens.verification.proposed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.field} data-changed={r.changed}>
              <TableCell component="th" scope="row">{r.label}</TableCell>
              <TableCell>{r.current || '—'}</TableCell>
              <TableCell sx={r.changed ? { fontWeight: 600, color: 'warning.dark' } : undefined}>{r.proposed}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function DraftShow() {
  return (
    <ResourceShow>
      <DraftChanges />
    </ResourceShow>
  );
}
