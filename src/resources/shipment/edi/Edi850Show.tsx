// The 850 detail page (spec path detail/{id}): the generic show with the items under the fields;
// editors change an item's quantity, price or request date, or delete it, against the 850's version.
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { ActionDialog } from '../../../views/actions/ActionDialog';
import { ResourceShow } from '../../../views/ResourceShow';
import { raName } from '../../declarations';
import { edi850 } from './model/edi850';
import { ItemsTable } from './ItemsTable';
import { useItemEdit, type ItemDraft } from './useItemEdit';

const T = 'screens.edi';
type Row = Record<string, unknown> & { id: number };

function Items() {
  const translate = useTranslate();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: raName(edi850), action: 'edit' });
  const call = useItemEdit(Number(record?.version ?? 0));
  const [editing, setEditing] = useState<{ row: Row; draft: ItemDraft; remove?: boolean }>();
  if (!record) return null;
  const rows = (record.items ?? []) as Row[];
  const open = record.status === 'received' && canAccess;
  const close = () => (setEditing(undefined), call.clearError());
  const confirm = async () => {
    if (!editing) return;
    if (await (editing.remove ? call.remove(editing.row.id) : call.save(editing.row.id, editing.draft))) close();
  };
  const start = (row: Row, remove = false) =>
    setEditing({ row, remove, draft: { qty: String(row.qty ?? ''), unit_price: String(row.unit_price ?? ''), request_date: String(row.request_date ?? '') } });
  const title = translate(`${T}.items`);
  const set = (k: keyof ItemDraft) => (e: React.ChangeEvent<HTMLInputElement>) => setEditing((x) => x && { ...x, draft: { ...x.draft, [k]: e.target.value } });
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h3">{title}</Typography>
      <ItemsTable
        decl={edi850}
        rows={rows}
        label={title}
        actions={open ? (row) => (
          <>
            <Button label={`${T}.edit_item`} onClick={() => start(row)}><EditIcon /></Button>
            <Button label={`${T}.delete_item`} onClick={() => start(row, true)}><DeleteIcon /></Button>
          </>
        ) : undefined}
      />
      <ActionDialog
        open={!!editing}
        title={translate(editing?.remove ? `${T}.delete_title` : `${T}.edit_title`, { line: String(editing?.row.line_no ?? ''), mpn: String(editing?.row.mpn ?? '') })}
        confirmLabel={translate(editing?.remove ? `${T}.delete_item` : `${T}.save_item`)}
        pending={call.pending}
        error={call.error}
        onConfirm={confirm}
        onClose={close}
      >
        {editing && !editing.remove && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={translate(`${T}.qty`)} value={editing.draft.qty} onChange={set('qty')} />
            <TextField label={translate(`${T}.unit_price`)} value={editing.draft.unit_price} onChange={set('unit_price')} />
            <TextField label={translate(`${T}.request_date`)} type="date" value={editing.draft.request_date} onChange={set('request_date')} slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
        )}
      </ActionDialog>
    </Box>
  );
}

export default function Edi850Show() {
  return (
    <ResourceShow>
      <Items />
    </ResourceShow>
  );
}
