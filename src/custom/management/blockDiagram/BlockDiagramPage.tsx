// The spec's /management/FB/blockDiagram: a function block drawn as a real diagram (SVG): each
// subsystem a box at its column and row listing its items (our MPN, coloured and worded by status),
// each flow an arrow to the subsystem it feeds. The block is chosen from the list.
import { Alert, Card, CardContent, Link as MuiLink, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { requestJson, unwrapData } from '../../../dataProvider';
import { raName } from '../../../resources/declarations';
import { functionBlock } from '../../../resources/management/functionBlock/model/functionBlock';
import type { FbItem, FbSubsystem } from '../../../resources/management/functionBlock/model/wire';
import { Diagram } from './Diagram';

const T = 'screens.block_diagram';
type Lines = { id: number; name: string; subsystems: FbSubsystem[]; items: (FbItem & { material_id__title?: string })[] };

export default function BlockDiagramPage() {
  const translate = useTranslate();
  const blocks = useGetList(raName(functionBlock), { pagination: { page: 1, perPage: 100 }, sort: { field: 'code', order: 'ASC' } });
  const [chosen, setChosen] = useState<number | ''>('');
  const id = chosen || (blocks.data?.[0]?.id as number | undefined);
  const lines = useQuery({
    queryKey: ['function_block', 'diagram', id],
    queryFn: async ({ signal }) => unwrapData(await requestJson(`${functionBlock.api.base}/${id}/lines`, { signal })) as Lines,
    enabled: Boolean(id),
  });
  const title = translate(`${T}.title`);
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        {blocks.isPending ? <PageLoading /> : null}
        {blocks.data && blocks.data.length === 0 ? <Alert severity="info">{translate(`${T}.empty`)}</Alert> : null}
        {id ? (
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
            <TextField select size="small" sx={{ minWidth: 240 }} label={translate(`${T}.block`)} value={id} onChange={(e) => setChosen(Number(e.target.value))}>
              {(blocks.data ?? []).map((b) => <MenuItem key={b.id} value={b.id}>{`${b.code} · ${b.name}`}</MenuItem>)}
            </TextField>
            <MuiLink component={Link} to={`/${raName(functionBlock)}/${id}/show`}>{translate(`${T}.open_block`)}</MuiLink>
            <Typography variant="body2" color="text.secondary">{translate(`${T}.legend`)}</Typography>
          </Stack>
        ) : null}
        {lines.error ? <Alert severity="error">{lines.error.message}</Alert> : null}
        {lines.data ? (
          lines.data.subsystems.length === 0
            ? <Alert severity="info">{translate(`${T}.no_subsystems`)}</Alert>
            : <Diagram name={lines.data.name} subsystems={lines.data.subsystems} items={lines.data.items} />
        ) : null}
      </CardContent>
    </Card>
  );
}
