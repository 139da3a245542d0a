// A forecast's checks and report: validate (the problems listed under the toolbar) and the spreadsheet of its items.
import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ForecastRow } from '../../../resources/distribute/forecast/model/wire';
import { saveFile } from '../../../views/importExport/saveFile';
import { forecastReport, validateForecast } from './api';
import { T } from './PlanningTable';

export function ForecastActions({ forecast }: { forecast: ForecastRow }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [result, setResult] = useState<Awaited<ReturnType<typeof validateForecast>>>();
  const run = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <Box sx={{ mb: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button startIcon={<FactCheckIcon />} onClick={() => void run(async () => setResult(await validateForecast(forecast.family, forecast.id)))}>{translate(`${T}.detail.validate`)}</Button>
        <Button startIcon={<DownloadIcon />} onClick={() => void run(async () => { const f = await forecastReport(forecast.family, forecast.id, forecast.no); saveFile(f.blob, f.filename); })}>{translate(`${T}.detail.report`)}</Button>
      </Stack>
      {result ? (
        <Alert severity={result.valid ? 'success' : 'warning'} sx={{ mt: 1 }}>
          {result.valid ? translate(`${T}.detail.valid`) : translate(`${T}.detail.problems`, { count: result.problems.length })}
          {result.problems.slice(0, 20).map((p, i) => (
            <div key={i}>{translate(`${T}.detail.problem.${p.problem}`, { line: p.line_no, mpn: p.mpn, detail: p.detail ?? '' })}</div>
          ))}
        </Alert>
      ) : null}
    </Box>
  );
}
