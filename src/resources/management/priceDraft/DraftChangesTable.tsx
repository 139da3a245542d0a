// The draft's price lines beside the prices they supersede, for the auditors (and the author) to
// see what they agree to: each compared value shows "value in effect → proposed value", highlighted
// where it changes; a line for a key without a price is marked new. The table scrolls inside its
// own box, so the page never grows wider than the window.
import { Alert, Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography, alpha, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { requestJson, unwrapData } from '../../../dataProvider';
import { labelIn, type Field } from '../../../schema';
import { useUiLocale } from '../../../views/fields/common';
import { draftChangesUrl, type DraftChangeLine, type DraftChanges } from './model/draftChanges';
import { priceDraft } from './model/priceDraft';
import { compareLine, comparedColumns, type ComparedCell } from './compareLine';
import { TableScroll } from '../../../views/shared/TableScroll';

const T = 'screens.price_draft_changes';
const EMPTY = '—';
const itemFields: Record<string, Field> = priceDraft.lines!.items.fields;

/** A changed value: the one in effect struck through before the proposed one, on one line (a dense row; read aloud "old → new"). */
function ComparedValue({ cell }: { cell: ComparedCell }) {
  if (!cell.changed) return <>{cell.proposed || EMPTY}</>;
  return (
    <>
      <Box component="s" sx={{ typography: 'caption', color: 'text.secondary', mr: 0.75, whiteSpace: 'nowrap' }}>
        {cell.current || EMPTY}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {' → '}
      </Box>
      <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
        {cell.proposed || EMPTY}
      </Box>
    </>
  );
}

/** Read by screen readers and copied with the text, not shown. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const highlight = { bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, 0.18) };

function Replaces({ line }: { line: DraftChangeLine }) {
  const translate = useTranslate();
  if (!line.current) return <Chip size="small" color="info" label={translate(`${T}.new_price`)} />;
  return <>{`${line.current.valid_from ?? ''} – ${line.current.valid_to ?? translate(`${T}.open`)}`}</>;
}

function ChangesTable({ lines }: { lines: DraftChangeLine[] }) {
  const translate = useTranslate();
  const locale = useUiLocale();
  const columns = comparedColumns(lines);
  const head = (name: string) => (name === 'margin' ? translate(`${T}.margin`) : labelIn(itemFields[name].label, locale));
  const nowrap = { whiteSpace: 'nowrap' } as const;
  // The FB variant only when a line is one: most drafts have none, and the table must fit.
  const keys = ['material_id', 'end_customer_id', 'cpn', 'currency', ...(lines.some((l) => l.fb) ? ['fb'] : [])];
  return (
    // Positioned: the hidden arrows stay inside the scrolling box instead of widening the page.
    <TableScroll label={translate(`${T}.title`)} sx={{ maxWidth: '100%', position: 'relative' }}>
      <Table size="small" aria-label={translate(`${T}.title`)}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            {keys.map((f) => (
              <TableCell key={f} sx={nowrap}>
                {head(f)}
              </TableCell>
            ))}
            {columns.map((c) => (
              <TableCell key={c} align="right" sx={nowrap}>
                {head(c)}
              </TableCell>
            ))}
            <TableCell sx={nowrap}>{head('valid_from')}</TableCell>
            <TableCell sx={nowrap}>{head('valid_to')}</TableCell>
            <TableCell sx={nowrap}>{translate(`${T}.replaces`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id} data-line={line.line_no}>
              <TableCell>{line.line_no}</TableCell>
              <TableCell sx={nowrap}>{line.mpn}</TableCell>
              <TableCell sx={nowrap}>{line.ec_code ?? EMPTY}</TableCell>
              <TableCell sx={nowrap}>{line.cpn ?? EMPTY}</TableCell>
              <TableCell>{line.currency}</TableCell>
              {keys.includes('fb') ? <TableCell>{translate(line.fb ? 'ra.boolean.true' : 'ra.boolean.false')}</TableCell> : null}
              {compareLine(line, columns).map((cell) => (
                <TableCell
                  key={cell.column}
                  align="right"
                  data-column={cell.column}
                  data-changed={cell.changed || undefined}
                  sx={{ ...nowrap, fontVariantNumeric: 'tabular-nums', ...(cell.changed ? highlight : {}) }}
                >
                  <ComparedValue cell={cell} />
                </TableCell>
              ))}
              <TableCell sx={nowrap}>{line.proposed.valid_from}</TableCell>
              <TableCell sx={nowrap}>{line.proposed.valid_to ?? EMPTY}</TableCell>
              <TableCell sx={nowrap}>
                <Replaces line={line} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** Under the draft's fields on its page: loads what the draft changes (again whenever the draft's version does). */
export function DraftChanges() {
  const record = useRecordContext();
  const translate = useTranslate();
  const changes = useQuery({
    queryKey: ['priceDraft', 'changes', record?.id, record?.version],
    queryFn: async () => (unwrapData(await requestJson(draftChangesUrl(record!.id))) as DraftChanges).list,
    enabled: Boolean(record),
  });
  const lines = changes.data ?? [];
  const changed = lines.filter((l) => l.current).length;
  return (
    <Box component="section" aria-label={translate(`${T}.title`)} sx={{ px: 2, py: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(`${T}.title`)}
      </Typography>
      {changes.error ? <Alert severity="error">{(changes.error as Error).message}</Alert> : null}
      {changes.isPending ? <Typography variant="body2">{translate(`${T}.loading`)}</Typography> : null}
      {changes.isSuccess && lines.length === 0 ? <Typography variant="body2">{translate(`${T}.empty`)}</Typography> : null}
      {lines.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.summary`, { lines: lines.length, changed, added: lines.length - changed })}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {translate(`${T}.legend`)}
          </Typography>
          <ChangesTable lines={lines} />
        </>
      ) : null}
    </Box>
  );
}
