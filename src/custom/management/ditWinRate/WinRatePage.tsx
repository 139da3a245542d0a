// The spec's /management/dit/winRate/{id}: the BG's projects by design-in quarter, won, lost and open,
// and the win rate (exact, from the server); the other BGs' projects link to their own win rate.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Card, CardContent, LinearProgress, Link as MuiLink, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Button, Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { DIT_KEY, fetchByBg, fetchWinRate } from '../../../resources/management/dit/ditApi';
import { ditWinRatePath, type DitWinRateRow } from '../../../resources/management/dit/model/wire';

const T = 'screens.dit_win_rate';
const COLS = ['quarter', 'projects', 'won', 'lost', 'open', 'win_rate'] as const;

function Rate({ value }: { value: string | null }) {
  const translate = useTranslate();
  if (value === null) return <Typography variant="body2" color="text.secondary">{translate(`${T}.undecided`)}</Typography>;
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 160 }}>
      <LinearProgress variant="determinate" value={Number(value)} sx={{ flex: 1 }} aria-label={`${value}%`} />
      <Typography variant="body2">{value}%</Typography>
    </Stack>
  );
}

function Cells({ row, quarter }: { row: DitWinRateRow; quarter: string }) {
  return (
    <>
      <TableCell>{quarter}</TableCell>
      {(['projects', 'won', 'lost', 'open'] as const).map((c) => <TableCell key={c} align="right">{row[c]}</TableCell>)}
      <TableCell><Rate value={row.win_rate} /></TableCell>
    </>
  );
}

export default function WinRatePage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const rate = useQuery({ queryKey: [...DIT_KEY, 'winRate', id], queryFn: ({ signal }) => fetchWinRate(id, signal) });
  const bgs = useQuery({ queryKey: [...DIT_KEY, 'bg'], queryFn: ({ signal }) => fetchByBg(signal) });
  if (rate.isPending) return <PageLoading />;
  if (rate.error) return <Alert severity="error">{rate.error.message}</Alert>;
  const r = rate.data;
  const title = translate(`${T}.title`, { bg: r.bg });
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Button label={`${T}.back`} component={Link} to="/management/dit"><ArrowBackIcon /></Button>
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(`${T}.rule`)}</Typography>
        <Table size="small" aria-label={title}>
          <TableHead><TableRow>{COLS.map((c) => <TableCell key={c} align={c === 'quarter' || c === 'win_rate' ? 'left' : 'right'}>{translate(`${T}.col.${c}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>{r.quarters.map((q) => <TableRow key={q.quarter}><Cells row={q} quarter={q.quarter} /></TableRow>)}</TableBody>
          <TableFooter><TableRow><Cells row={r.total} quarter={translate(`${T}.total`)} /></TableRow></TableFooter>
        </Table>
        <Typography variant="subtitle1" component="h2" sx={{ mt: 3, fontWeight: 600 }}>{translate(`${T}.by_bg`)}</Typography>
        <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
          {(bgs.data ?? []).map((b) => (
            <li key={b.id}>
              <MuiLink component={Link} to={ditWinRatePath(b.id)}>
                {translate(`${T}.bg_line`, { bg: b.name, projects: b.projects, won: b.won, mp: b.next_mp_date ?? translate(`${T}.none`) })}
              </MuiLink>
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
