// One report on /reportAnalysis: its chart, its figures as a table on demand, and its export.
import { Accordion, AccordionDetails, AccordionSummary, Alert, Button, Card, CardContent, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../i18n/format';
import type { ReportDefinition } from '../../../resources/system/reportAnalysis/model/wire';
import type { Period } from './reportApi';
import { ReportChart } from './ReportChart';
import { useReportExport, useReportFigures } from './useReportAnalysisController';

export function ReportCard({ report, period }: { report: ReportDefinition; period: Period }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.reportAnalysis.${key}`, args);
  const [locale] = useLocaleState();
  const name = locale === 'zh-CN' ? report.name_zh : report.name_en;
  const figures = useReportFigures(report.id, period);
  const file = useReportExport(report.id, period);
  const f = figures.data;
  return (
    <Card variant="outlined" component="section" aria-label={name}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>{name}</Typography>
          <Button size="small" disabled={file.busy} onClick={() => void file.run('xlsx')} aria-label={t('exportXlsx', { name })}>{t('xlsx')}</Button>
          <Button size="small" disabled={file.busy} onClick={() => void file.run('csv')} aria-label={t('exportCsv', { name })}>{t('csv')}</Button>
        </Stack>
        {report.description && <Typography variant="body2" color="text.secondary">{report.description}</Typography>}
        {figures.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {figures.error && <Alert severity="error">{(figures.error as Error).message}</Alert>}
        {f && (f.rows.length === 0 ? (
          <Typography sx={{ py: 4 }} color="text.secondary">{t('empty', { from: f.from, to: f.to })}</Typography>
        ) : (
          <>
            <ReportChart figures={f} label={t('chartOf', { name, from: f.from, to: f.to })} />
            <Accordion disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>{t('asTable')}</AccordionSummary>
              <AccordionDetails>
                <Table size="small" aria-label={name}>
                  <TableHead>
                    <TableRow>
                      {['category', 'series', 'amount', 'count'].map((k) => <TableCell key={k} align={k === 'amount' || k === 'count' ? 'right' : 'left'}>{t(`columns.${k}`)}</TableCell>)}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {f.rows.map((r) => (
                      <TableRow key={`${r.category}|${r.series}`}>
                        <TableCell>{r.category}</TableCell>
                        <TableCell>{r.series}</TableCell>
                        <TableCell align="right">{formatMoney(r.amount)}</TableCell>
                        <TableCell align="right">{r.count}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </AccordionDetails>
            </Accordion>
          </>
        ))}
      </CardContent>
    </Card>
  );
}
