// The form of one report: texts, kind and chart, shown or not, and who sees it (everyone holding
// view-report-analysis, or the users picked). The server's refusals show under their fields.
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, Switch, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { labelIn } from '../../../schema';
import { CHART_TYPES, REPORT_CAPS, REPORT_KIND_NAMES, REPORT_KINDS, type ReportKind } from '../../../resources/system/reportAnalysis/model/wire';
import type { UserOption } from './manageApi';
import type { useReportManageController } from './useReportManageController';

type Controller = ReturnType<typeof useReportManageController>;

export function ReportDialog({ c }: { c: Controller }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.reportAnalysisManage.${key}`, args);
  const [locale] = useLocaleState();
  if (!c.editing) return null;
  const { form, users, report } = c.editing;
  const err = (field: string) => ({ error: !!c.errors[field], helperText: c.errors[field] });
  const userLabel = (u: UserOption) => (u.nick_name ? `${u.nick_name} (${u.name})` : u.name);
  return (
    <Dialog open onClose={c.close} fullWidth maxWidth="sm">
      <DialogTitle>{report ? t('editTitle', { code: report.code }) : t('newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" id="report-form" onSubmit={(e) => { e.preventDefault(); void c.save(); }}>
          <TextField label={t('fields.code')} value={form.code} required onChange={(e) => c.change({ code: e.target.value })} slotProps={{ htmlInput: { maxLength: REPORT_CAPS.code } }} {...err('code')} />
          <TextField label={t('fields.name_en')} value={form.name_en} required onChange={(e) => c.change({ name_en: e.target.value })} {...err('name_en')} />
          <TextField label={t('fields.name_zh')} value={form.name_zh} required onChange={(e) => c.change({ name_zh: e.target.value })} {...err('name_zh')} />
          <TextField select label={t('fields.kind')} value={form.kind} onChange={(e) => { const kind = e.target.value as ReportKind; c.change({ kind, chart: REPORT_KINDS[kind].chart }); }} {...err('kind')}>
            {REPORT_KIND_NAMES.map((k) => <MenuItem key={k} value={k}>{labelIn(REPORT_KINDS[k].label, locale)}</MenuItem>)}
          </TextField>
          <TextField select label={t('fields.chart')} value={form.chart} onChange={(e) => c.change({ chart: e.target.value as (typeof CHART_TYPES)[number] })} {...err('chart')}>
            {CHART_TYPES.map((k) => <MenuItem key={k} value={k}>{t(`charts.${k}`)}</MenuItem>)}
          </TextField>
          <TextField label={t('fields.description')} value={form.description ?? ''} multiline minRows={2} onChange={(e) => c.change({ description: e.target.value })} {...err('description')} />
          <TextField type="number" label={t('fields.sort_order')} value={form.sort_order} onChange={(e) => c.change({ sort_order: Number(e.target.value) })} slotProps={{ htmlInput: { min: 0, max: 9999, step: 1 } }} {...err('sort_order')} />
          <FormControlLabel control={<Switch checked={form.enabled} onChange={(e) => c.change({ enabled: e.target.checked })} />} label={t('fields.enabled')} />
          <RadioGroup row aria-label={t('fields.audience')} value={form.audience} onChange={(e) => c.change({ audience: e.target.value as 'all' | 'users' })}>
            <FormControlLabel value="all" control={<Radio />} label={t('audience.all')} />
            <FormControlLabel value="users" control={<Radio />} label={t('audience.users')} />
          </RadioGroup>
          {form.audience === 'users' && (
            <Autocomplete
              multiple
              options={c.users}
              value={users}
              onChange={(_, picked) => c.change({ user_ids: picked.map((u) => u.id) }, picked)}
              onInputChange={(_, v, reason) => reason === 'input' && c.setUserSearch(v)}
              getOptionLabel={userLabel}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => <TextField {...params} label={t('fields.users')} {...err('user_ids')} />}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={c.close}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form="report-form" variant="contained" disabled={c.saving}>{translate('ra.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
