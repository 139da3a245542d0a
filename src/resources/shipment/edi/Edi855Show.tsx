// The 855's page: the generic show with the acknowledged lines (read from GET /api/v2/855/{id}/lines).
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { unwrapData } from '../../../dataProvider/envelope';
import { requestJson } from '../../../dataProvider/http';
import { ResourceShow } from '../../../views/ResourceShow';
import { edi855 } from './model/edi855';
import { ItemsTable } from './ItemsTable';

function AckItems() {
  const translate = useTranslate();
  const record = useRecordContext();
  const lines = useQuery({
    queryKey: ['edi855', 'lines', record?.id],
    enabled: !!record,
    queryFn: async ({ signal }) => (unwrapData(await requestJson(`${edi855.api.base}/${record!.id}/lines`, { signal })) as { items: (Record<string, unknown> & { id: number })[] }).items,
  });
  if (!record) return null;
  const title = translate('screens.edi.items');
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h3">{title}</Typography>
      <ItemsTable decl={edi855} rows={lines.data ?? []} label={title} />
    </Box>
  );
}

export default function Edi855Show() {
  return (
    <ResourceShow>
      <AckItems />
    </ResourceShow>
  );
}
