// The spec's /shipment/pdclist/jusda/{type}/{waybill}/{invoice_no}: what Jusda (the 3PL) reports on
// one PDC waybill, one tab per {type}: the waybill's events, its exceptions, the materials on it.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Card, CardContent, Chip, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { Button, Title, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { JUSDA_TABS, jusdaTrackingPath, type JusdaTab } from '../../../resources/shipment/transit/paths';
import { useJusdaTracking } from './useJusdaTracking';

const T = 'screens.transit.jusda';

function Rows({ head, rows, empty }: { head: string[]; rows: (string | number | null)[][]; empty: string }) {
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>{empty}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>{head.map((h) => <TableCell key={h}>{h}</TableCell>)}</TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r, i) => (
          <TableRow key={i}>{r.map((c, j) => <TableCell key={j}>{c ?? '—'}</TableCell>)}</TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function JusdaTrackingPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { type = 'waybill', waybill = '', invoice_no: invoice = '' } = useParams();
  const tab: JusdaTab = (JUSDA_TABS as readonly string[]).includes(type) ? (type as JusdaTab) : 'waybill';
  const t = useJusdaTracking(waybill, invoice);
  const title = translate(`${T}.title`, { waybill, invoice });
  const w = t.waybill;
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Button label={`${T}.back`} component={Link} to="/shipment/pdclist">
          <ArrowBackIcon />
        </Button>
        <Tabs value={tab} onChange={(_, next: JusdaTab) => navigate(jusdaTrackingPath(next, waybill, invoice))}>
          {JUSDA_TABS.map((name) => (
            <Tab key={name} value={name} label={translate(`${T}.${name}`)} />
          ))}
        </Tabs>
        {t.pending && <PageLoading />}
        {t.error && <Alert severity="error">{t.error}</Alert>}
        {!t.pending && !t.error && tab === 'waybill' && (
          w ? (
            <Box sx={{ pt: 2 }}>
              <Typography>
                {translate(`${T}.carrier`)}: {w.carrier} · {translate(`${T}.route`, { origin: w.origin, destination: w.destination })}{' '}
                <Chip size="small" color={w.status === 'delivered' ? 'success' : 'info'} label={translate(`${T}.statuses.${w.status}`, { _: w.status })} />
              </Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate(`${T}.shipped`)}: {w.shipped_at ?? '—'} · {translate(`${T}.eta`)}: {w.eta ?? '—'} · {translate(`${T}.delivered`)}: {w.delivered_at ?? '—'}
              </Typography>
              <Rows head={[translate(`${T}.at`), translate(`${T}.location`), translate(`${T}.event`)]} rows={w.events.map((e) => [e.at, e.location, e.event])} empty="" />
            </Box>
          ) : (
            <Typography sx={{ p: 2 }}>{translate(`${T}.no_waybill`)}</Typography>
          )
        )}
        {!t.pending && !t.error && tab === 'exception' && (
          <Rows
            head={[translate(`${T}.at`), translate(`${T}.kind`), translate(`${T}.description`), translate(`${T}.status`)]}
            rows={t.exceptions.map((e) => [new Date(e.occurred_at).toLocaleString(), translate(`${T}.kinds.${e.kind}`, { _: e.kind }), e.description, translate(e.resolved ? `${T}.resolved` : `${T}.open_issue`)])}
            empty={translate(`${T}.no_exception`)}
          />
        )}
        {!t.pending && !t.error && tab === 'materials' && (
          <Rows
            head={[translate(`${T}.part`), translate(`${T}.mpn`), translate(`${T}.qty`), translate(`${T}.description`)]}
            rows={t.materials.map((m) => [m.jusda_part_no, m.mpn, m.qty, m.description])}
            empty={translate(`${T}.no_material`)}
          />
        )}
      </CardContent>
    </Card>
  );
}
