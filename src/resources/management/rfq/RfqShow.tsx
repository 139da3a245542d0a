// /management/price/rfq/{id} (manage-rfq, view-rfq): the RFQ's fields, its lines with their quotes,
// and its history. The spec path is the show, so manage-rfq's Edit opens react-admin's edit under it
// (`{id}/edit`, matched by the resource's `:id/*` route) rather than the `{id}` the show now holds.
import { useQuery } from '@tanstack/react-query';
import { Button, Show, TopToolbar, useCanAccess, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import EditIcon from '@mui/icons-material/Edit';
import { Typography } from '@mui/material';
import type { RfqLine } from './types';
import { requestJson, unwrapData } from '../../../dataProvider';
import { AUDIT_FIELDS } from '../../../views/fieldElements';
import { RecordHistory } from '../../../views/history/RecordHistory';
import { LaidOutShow } from '../../../views/layout/LaidOutShow';
import { RecordTitle } from '../../../views/RecordTitle';
import { rfq } from './model/rfq';
import { RfqLinesTable } from './RfqLinesTable';

function EditRfq() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'edit', record });
  if (!record || !canAccess) return null;
  return <Button component={Link} to={`${rfq.route}/${record.id}/edit`} label="ra.action.edit"><EditIcon /></Button>;
}

function RfqLines() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lines = useQuery({
    queryKey: ['rfq', 'admin-lines', record?.id, record?.version],
    queryFn: async () => (unwrapData(await requestJson(`${rfq.api.base}/${record!.id}/lines`)) as { items: RfqLine[] }).items,
    enabled: Boolean(record),
  });
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, px: 2 }}>{translate('screens.rfq.lines')}</Typography>
      <RfqLinesTable items={lines.data ?? []} />
    </>
  );
}

export default function RfqShow() {
  return (
    <Show title={<RecordTitle decl={rfq} />} actions={<TopToolbar><EditRfq /></TopToolbar>}>
      <LaidOutShow decl={rfq} names={Object.keys(rfq.fields)} footer={AUDIT_FIELDS} />
      <RfqLines />
      <RecordHistory decl={rfq} />
    </Show>
  );
}
