// A log's found rows as a table: the columns its function's check gives, in the reader's language.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../i18n/format';
import { labelIn } from '../../../schema';
import { useUiLocale } from '../../../views/fields/common';
import { CHECK_COLUMNS } from './model/checks';

const T = 'screens.monitoring';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' && ISO.test(v) ? formatDateTime(v) : String(v));

/** The rows as kept (a JSON list; text when a client sent it so). */
function foundRows(value: unknown): Record<string, unknown>[] {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return [];
    }
  }
  return Array.isArray(v) ? v.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object') : [];
}

export function FoundRows() {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useUiLocale();
  if (!record) return null;
  const rows = foundRows(record.found_rows);
  // The check's columns, known by the rows' own keys (a log's reader may not read the functions).
  const declared = rows[0] ? Object.values(CHECK_COLUMNS).find((cols) => Object.keys(cols).every((k) => k in rows[0])) : undefined;
  const keys = declared ? Object.keys(declared) : rows[0] ? Object.keys(rows[0]).filter((k) => k !== 'id') : [];
  const title = translate(`${T}.found_rows`);
  const shown = rows.length < record.found_count ? translate(`${T}.first_rows`, { shown: rows.length, count: record.found_count }) : '';
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {record.message ? (
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          {record.message}
        </Typography>
      ) : null}
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.no_rows`)}
        </Typography>
      ) : (
        <>
          {shown ? (
            <Typography variant="body2" color="text.secondary">
              {shown}
            </Typography>
          ) : null}
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {keys.map((k) => (
                  <TableCell key={k}>{declared ? labelIn(declared[k], locale) : k}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r, i) => (
                <TableRow key={String(r.id ?? i)}>
                  {keys.map((k) => (
                    <TableCell key={k} sx={typeof r[k] === 'number' ? { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } : undefined}>
                      {cell(r[k])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
}
