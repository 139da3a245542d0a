// Who sees what: pick a user, see which reports /reportAnalysis shows them (and whether they hold
// view-report-analysis at all).
import { Alert, Autocomplete, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { useReportManageController } from './useReportManageController';

export function UserViewPanel({ c }: { c: ReturnType<typeof useReportManageController> }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.reportAnalysisManage.${key}`, args);
  const [locale] = useLocaleState();
  const v = c.view.data;
  return (
    <Card variant="outlined" component="section" aria-label={t('whoSees')}>
      <CardContent>
        <Typography variant="h6" component="h2">{t('whoSees')}</Typography>
        <Autocomplete
          sx={{ my: 1, maxWidth: 360 }}
          options={c.users}
          value={c.viewer}
          onChange={(_, u) => c.setViewer(u)}
          onInputChange={(_, text, reason) => reason === 'input' && c.setUserSearch(text)}
          getOptionLabel={(u) => (u.nick_name ? `${u.nick_name} (${u.name})` : u.name)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} size="small" label={t('pickUser')} />}
        />
        {v && !v.user.may_view && <Alert severity="info">{t('noPermission', { name: v.user.name })}</Alert>}
        {v && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('shownTo', { name: v.user.name })}>
            {v.reports.map((r) => (
              <Chip key={r.id} color={r.shown ? 'success' : 'default'} variant={r.shown ? 'filled' : 'outlined'} label={`${locale === 'zh-CN' ? r.name_zh : r.name_en} · ${r.shown ? t('shown') : t('notShown')}`} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
