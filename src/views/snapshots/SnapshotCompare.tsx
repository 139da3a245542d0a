// The generic compare screen of a resource with `snapshots`: two dates side by side, rows added
// (green), removed (red) and changed (amber, each changed value shown before → after).
// Path: <list>/snapshots (the latest two dates) or <list>/snapshots/compare/:first/:second.
import { Alert, Card, CardContent, Chip, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { PageLoading } from '../../shell/lazy/PageLoading';
import { useNavigate, useParams } from 'react-router-dom';
import { unwrapData } from '../../dataProvider/envelope';
import { requestJson } from '../../dataProvider/http';
import { raName } from '../../schema/names';
import { labelIn, type ResourceDeclaration, type SnapshotComparison, type SnapshotValues } from '../../schema';
import { label } from '../../schema/fields';
import { useUiLocale } from '../fields/common';
import { useResourceDeclaration } from '../useResourceDeclaration';

const WORDS = {
  title: label('Snapshots of %{what}', '%{what}快照'),
  first: label('First date', '第一个日期'),
  second: label('Second date', '第二个日期'),
  added: label('Added', '新增'),
  removed: label('Removed', '删除'),
  changed: label('Changed', '变更'),
  none: label('No differences between these dates.', '两个日期之间没有差异。'),
  noDates: label('Fewer than two snapshots have been taken.', '快照少于两份。'),
  summary: label('%{added} added, %{removed} removed, %{changed} changed', '新增 %{added}，删除 %{removed}，变更 %{changed}'),
};
const COLORS = { added: 'success', removed: 'error', changed: 'warning' } as const;
type Change = keyof typeof COLORS;

/** A kept value as a clerk reads it: a reference's title, an enum option's label, a dash for nothing. */
function shown(decl: ResourceDeclaration, field: string, row: SnapshotValues | undefined, locale: string): string {
  const value = row?.[field];
  if (value === null || value === undefined || value === '') return '—';
  const f = decl.fields[field];
  if (f?.kind === 'reference') return String(row?.[`${field}__title`] ?? value);
  if (f?.kind === 'enum') {
    const option = f.options.find((o) => o.value === value);
    return option ? labelIn(option.label, locale) : String(value);
  }
  return String(value);
}

export function SnapshotCompare() {
  const decl = useResourceDeclaration();
  const locale = useUiLocale();
  const words = (l: { en: string; zh: string }, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`%{${k}}`, String(v)), labelIn(l, locale));
  const navigate = useNavigate();
  const params = useParams();
  const base = `${decl.api.base}/snapshots`;
  const dates = useQuery({
    queryKey: ['snapshot-dates', decl.name],
    queryFn: async ({ signal }) => (unwrapData(await requestJson(base, { signal })) as { list: { date: string; rows: number }[] }).list,
  });
  const first = params.first ?? dates.data?.[1]?.date;
  const second = params.second ?? dates.data?.[0]?.date;
  const comparison = useQuery({
    queryKey: ['snapshot-compare', decl.name, first, second],
    enabled: !!first && !!second,
    queryFn: async ({ signal }) => unwrapData(await requestJson(`${base}/compare/${first}/${second}`, { signal })) as SnapshotComparison,
  });
  const pick = (a: string | undefined, b: string | undefined) => navigate(`/${raName(decl)}/snapshots/compare/${a}/${b}`);
  const fields = decl.snapshots!.fields.filter((f) => decl.fields[f]);
  const key = decl.snapshots!.key;
  const c = comparison.data;
  const rows: { kind: Change; before?: SnapshotValues; after?: SnapshotValues; changed?: string[] }[] = c
    ? [
        ...c.removed.map((r) => ({ kind: 'removed' as const, before: r })),
        ...c.added.map((r) => ({ kind: 'added' as const, after: r })),
        ...c.changed.map((ch) => ({ kind: 'changed' as const, before: ch.before, after: ch.after, changed: ch.fields })),
      ]
    : [];

  return (
    <Card sx={{ mt: 1 }}>
      <Title title={words(WORDS.title, { what: labelIn(decl.label, locale) })} />
      <CardContent>
        {dates.isPending && <PageLoading />}
        {dates.data && dates.data.length < 2 && !params.first && <Alert severity="info">{words(WORDS.noDates)}</Alert>}
        {dates.data && first && second && (
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            {(['first', 'second'] as const).map((which) => (
              <TextField
                key={which}
                select
                size="small"
                label={words(WORDS[which])}
                value={which === 'first' ? first : second}
                onChange={(e) => (which === 'first' ? pick(e.target.value, second) : pick(first, e.target.value))}
              >
                {dates.data.map((d) => (
                  <MenuItem key={d.date} value={d.date}>
                    {d.date} ({d.rows})
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
        )}
        {(comparison.error || dates.error) && <Alert severity="error">{String((comparison.error ?? dates.error) as Error)}</Alert>}
        {c && <Typography sx={{ mb: 1 }}>{words(WORDS.summary, { added: c.added.length, removed: c.removed.length, changed: c.changed.length })}</Typography>}
        {c && rows.length === 0 && <Alert severity="success">{words(WORDS.none)}</Alert>}
        {rows.length > 0 && (
          <Table size="small" aria-label={words(WORDS.title, { what: labelIn(decl.label, locale) })}>
            <TableHead>
              <TableRow>
                <TableCell />
                {[...key, ...fields].map((f) => (
                  <TableCell key={f}>{labelIn(decl.fields[f].label, locale)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r, i) => (
                <TableRow key={i} data-change={r.kind} sx={{ bgcolor: `${COLORS[r.kind]}.light`, '& td': { color: `${COLORS[r.kind]}.contrastText` } }}>
                  <TableCell>
                    <Chip size="small" color={COLORS[r.kind]} label={words(WORDS[r.kind])} />
                  </TableCell>
                  {key.map((f) => (
                    <TableCell key={f}>{shown(decl, f, r.after ?? r.before, locale)}</TableCell>
                  ))}
                  {fields.map((f) =>
                    r.changed?.includes(f) ? (
                      <TableCell key={f} sx={{ fontWeight: 700 }}>
                        {shown(decl, f, r.before, locale)} → {shown(decl, f, r.after, locale)}
                      </TableCell>
                    ) : (
                      <TableCell key={f}>{shown(decl, f, r.after ?? r.before, locale)}</TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
