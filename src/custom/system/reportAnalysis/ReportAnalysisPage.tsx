// /reportAnalysis: the reports shown to the user for one period, each drawn as a chart.
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ReportCard } from './ReportCard';
import { useReportAnalysisController } from './useReportAnalysisController';

export default function ReportAnalysisPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.reportAnalysis.${key}`, args);
  const c = useReportAnalysisController();
  const [draft, setDraft] = useState(c.period);
  const list = c.reports.data ?? [];
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Stack direction="row" spacing={2} component="form" aria-label={t('period')} sx={{ alignItems: 'center', flexWrap: 'wrap' }} onSubmit={(e) => { e.preventDefault(); c.setPeriod(draft); }}>
        <TextField size="small" type="month" sx={{ width: 200 }} label={t('from')} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="month" sx={{ width: 200 }} label={t('to')} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="contained" disabled={!draft.from || !draft.to}>{t('show')}</Button>
      </Stack>
      {c.reports.error && <Alert severity="error">{(c.reports.error as Error).message}</Alert>}
      {c.reports.isSuccess && list.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {list.map((r) => <ReportCard key={r.id} report={r} period={c.period} />)}
      </Box>
    </Stack>
  );
}
