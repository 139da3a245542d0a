// /my/myRFQs/{stage}/{id} (stage 0 draft, 1 inquiry, 2 price review, 3 finished): one RFQ with its lines
// and the moves its stage offers the caller. A link whose stage is no longer the RFQ's shows it where it is.
import { Alert, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { STAGE_VALUES } from '../../../resources/management/rfq/model/rfq';
import { RfqLinesTable } from '../../../resources/management/rfq/RfqLinesTable';
import { useRfqStageController } from './useRfqStageController';

const T = 'screens.rfq';

function RfqStage({ id, stage }: { id: string; stage: string }) {
  const translate = useTranslate();
  const c = useRfqStageController(id);
  if (c.loading) return <PageLoading />;
  if (c.error || !c.rfq) return <Alert severity="error">{c.error?.message}</Alert>;
  const r = c.rfq;
  if (r.stage !== stage) return <Navigate replace to={`/my/myRFQs/${r.stage}/${id}`} />;
  const title = translate(`${T}.title`, { no: r.rfq_no });
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }} flexWrap="wrap">
          <Typography variant="h6" component="h2">{title}</Typography>
          <Chip size="small" color={r.stage === '3' ? 'success' : 'default'} label={translate(`${T}.stages.${r.stage}`)} />
          <Typography>{String(r.customer_id__title ?? r.customer_id)}</Typography>
          {r.end_customer_id__title && <Typography>{`${translate(`${T}.col.end_customer`)}: ${r.end_customer_id__title}`}</Typography>}
          <Chip size="small" label={r.currency} />
          {r.due_date && <Typography>{`${translate(`${T}.col.due_date`)}: ${r.due_date}`}</Typography>}
          <Button component={Link} to={`/my/myRFQs?stage=${r.stage}`}>{translate(`${T}.myTitle`)}</Button>
        </Stack>
        {r.requote_memo && r.stage === '1' && <Alert severity="info" sx={{ mb: 2 }}>{translate(`${T}.lastMemo`, { memo: r.requote_memo })}</Alert>}
        <RfqLinesTable items={r.items} edit={c.canQuote ? c : undefined} />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }} alignItems="center" flexWrap="wrap">
          {c.canSubmit && <Button component={Link} to={`/my/myRFQs/${id}`} disabled={c.busy}>{translate(`${T}.editDraft`)}</Button>}
          {c.canSubmit && <Button variant="contained" disabled={c.busy} onClick={c.submit}>{translate(`${T}.submit`)}</Button>}
          {c.canQuote && <Button variant="contained" disabled={c.busy} onClick={c.quote}>{translate(r.stage === '1' ? `${T}.quote` : `${T}.finish`)}</Button>}
          {c.canQuote && (
            <Button component="label" variant="outlined" disabled={c.busy}>
              {translate(`${T}.importQuotes`)}
              <input hidden type="file" accept=".xlsx,.xls,.csv" aria-label={translate(`${T}.importQuotes`)} onChange={(e) => { const f = e.target.files?.[0]; if (f) c.importQuotes(f); e.target.value = ''; }} />
            </Button>
          )}
          <Button disabled={c.busy} onClick={c.downloadSheet}>{translate(`${T}.sheet`)}</Button>
          {c.canRequote && (
            <>
              <TextField size="small" label={translate(`${T}.memo`)} value={c.memo} onChange={(e) => c.setMemo(e.target.value)} inputProps={{ maxLength: 250 }} />
              <Button color="warning" variant="outlined" disabled={c.busy} onClick={c.requote}>{translate(`${T}.requote`)}</Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function RfqStagePage() {
  const { id = '', stage = '' } = useParams();
  const translate = useTranslate();
  // react-admin's own show path of a record (/my/myRFQs/{id}/show, where a saved draft edit returns) lands
  // here as stage {id}, id "show": open the RFQ, which then moves to its stage's path.
  if (id === 'show' && /^\d+$/.test(stage)) return <RfqStage key={stage} id={stage} stage="" />;
  if (!/^\d+$/.test(id) || !STAGE_VALUES.includes(stage)) return <Alert severity="warning">{translate(`${T}.notFound`)}</Alert>;
  return <RfqStage key={`${stage}/${id}`} id={id} stage={stage} />;
}
