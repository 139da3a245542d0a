// The DIT page's read-only panels: the part's substitutes (material_sub, both directions) and the
// part's weekly forecast in the project's BG (the newest forecast holding it).
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';
import { labelIn, type EnumField } from '../../../schema';
import { useUiLocale } from '../../../views/fields/common';
import { materialSub } from '../material/model/materialSub';
import { DIT_KEY, fetchForecast, fetchSubstitutes } from './ditApi';
import { TableScroll } from '../../../views/shared/TableScroll';

const T = 'screens.dit';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{title}</Typography>
      {children}
    </Box>
  );
}

export const Empty = ({ text }: { text: string }) => <Typography variant="body2" color="text.secondary">{text}</Typography>;

function useOptionWord() {
  const locale = useUiLocale();
  return (field: 'sub_type' | 'qualification_status', value: string | null) => {
    const option = (materialSub.fields[field] as EnumField).options.find((o) => o.value === value);
    return option ? labelIn(option.label, locale) : '';
  };
}

export function SubstitutesPanel({ id }: { id: number }) {
  const translate = useTranslate();
  const word = useOptionWord();
  const query = useQuery({ queryKey: [...DIT_KEY, 'subs', id], queryFn: ({ signal }) => fetchSubstitutes(id, signal) });
  const title = translate(`${T}.substitutes`);
  const rows = query.data ?? [];
  return (
    <Panel title={title}>
      {rows.length === 0 ? <Empty text={translate(`${T}.no_substitutes`)} /> : (
        <Table size="small" aria-label={title}>
          <TableHead><TableRow>{['mpn', 'manufacturer', 'direction', 'sub_type', 'qualification_status'].map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={`${r.direction}-${r.id}`}>
                <TableCell>{r.mpn}</TableCell>
                <TableCell>{r.manufacturer}</TableCell>
                <TableCell>{translate(`${T}.directions.${r.direction}`)}</TableCell>
                <TableCell>{word('sub_type', r.sub_type)}</TableCell>
                <TableCell>{word('qualification_status', r.qualification_status)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}

export function ForecastPanel({ id }: { id: number }) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: [...DIT_KEY, 'fcst', id], queryFn: ({ signal }) => fetchForecast(id, signal) });
  const title = translate(`${T}.forecast`);
  const f = query.data;
  if (!f) return null;
  return (
    <Panel title={title}>
      {f.weeks.length === 0 ? <Empty text={translate(`${T}.no_forecast`)} /> : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>{translate(`${T}.forecast_of`, { no: f.forecast_no, date: f.forecast_date, total: formatNumber(f.total, 3) })}</Typography>
          {/* Focusable, so that a keyboard can scroll the weeks that do not fit (axe: scrollable-region-focusable). */}
          <TableScroll label={title}>
            <Table size="small" aria-label={title}>
              <TableHead><TableRow><TableCell>{translate(`${T}.col.week_start`)}</TableCell>{f.weeks.map((w) => <TableCell key={w.week_start} align="right">{w.week_start.slice(5)}</TableCell>)}</TableRow></TableHead>
              <TableBody><TableRow><TableCell>{translate(`${T}.col.qty`)}</TableCell>{f.weeks.map((w) => <TableCell key={w.week_start} align="right">{formatNumber(w.qty, 3)}</TableCell>)}</TableRow></TableBody>
            </Table>
          </TableScroll>
        </>
      )}
    </Panel>
  );
}
