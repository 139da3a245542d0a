// /basic/hr/setupRatio/ratio/grid: the ratios of one period in a grid, saved together; auditors
// select rows and agree or refuse them with the declared audit transitions (the generic transition
// dialog, as on the list's selection). Reached from the vendor-ratio list's toolbar.
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Title, useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { currentUser } from '../../../authProvider/user';
import { labelIn, transitionGroups } from '../../../schema';
import { useBulkTransitionGroups } from '../../../views/transitions/BulkTransitionButtons';
import { TransitionDialog } from '../../../views/transitions/TransitionDialog';
import { useTransitionController, type TransitionTarget } from '../../../views/transitions/useTransitionController';
import { getResource, raName } from '../../../resources/declarations';
import { vendorRatio } from '../../../resources/basic/hr/model/vendorRatio';
import { RatioGridTable } from './RatioGridTable';
import type { RatioRow } from './useRatioGridController';
import { GRID_SIZE, isOwnPending, useRatioGridController } from './useRatioGridController';

const T = 'screens.ratio_grid';
const AUDIT = transitionGroups(vendorRatio).find((g) => g.name === 'audit')!;
const targetOf = (r: RatioRow): TransitionTarget => ({ id: r.id!, version: r.version, record: { ...r }, title: `${r.vendor ?? ''} ${r.period}` });

/** The period shown, applied on Enter or when the field is left (remounted when the period changes). */
function PeriodField({ period, onApply }: { period: string; onApply: (value: string) => void }) {
  const translate = useTranslate();
  const [value, setValue] = useState(period);
  const apply = () => value.trim().toUpperCase() !== period && onApply(value);
  return (
    <TextField
      size="small"
      label={translate(`${T}.period`)}
      helperText={translate(`${T}.period_hint`)}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
    />
  );
}

export default function RatioGridPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const c = useRatioGridController();
  const { canAccess: mayWrite } = useCanAccess({ resource: raName(vendorRatio), action: 'edit' });
  // An added row needs a vendor, picked from the vendor list: only for users who may read it.
  const { canAccess: mayPickVendor } = useCanAccess({ resource: raName(getResource('vendor')), action: 'list' });
  // The selection belongs to the period it was made in.
  const [selection, setSelection] = useState<{ period: string; ids: Set<number> }>({ period: c.period, ids: new Set() });
  const selectedIds = selection.period === c.period ? selection.ids : new Set<number>();
  // Rows the signed-in auditor changed last cannot be audited by them: not selectable.
  const me = currentUser()?.name;
  const selectable = (r: RatioRow) => Boolean(r.id) && !isOwnPending(r, me);
  const selected = c.rows.filter((r) => r.id && selectedIds.has(r.id) && selectable(r));
  const targets = selected.map(targetOf);
  const mayAudit = useBulkTransitionGroups(vendorRatio).some((g) => g.name === AUDIT.name);
  const audit = useTransitionController(vendorRatio, AUDIT, targets, true, c.reload);

  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.title`)} />
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button label={`${T}.back`} component={Link} to={vendorRatio.route}>
              <ArrowBackIcon />
            </Button>
            <PeriodField key={c.period} period={c.period} onApply={c.setPeriod} />
            {mayWrite && (
              <>
                {mayPickVendor && (
                  <Button label={`${T}.add_row`} onClick={c.addRow} disabled={c.loading}>
                    <AddIcon />
                  </Button>
                )}
                <Button label={`${T}.save`} variant="contained" onClick={() => void c.save()} disabled={c.saving || c.changedCount === 0}>
                  <SaveIcon />
                </Button>
                <Button label={`${T}.discard`} onClick={c.discard} disabled={c.saving || c.changedCount === 0} />
              </>
            )}
            {mayAudit && (
              <Button label={labelIn(AUDIT.group.bulkLabel ?? AUDIT.group.label, locale)} onClick={audit.openDialog} disabled={selected.length === 0 || c.changedCount > 0}>
                <FactCheckIcon />
              </Button>
            )}
          </Stack>
          {c.changedCount > 0 && <Typography variant="body2">{translate(`${T}.changed`, { smart_count: c.changedCount })}</Typography>}
          {c.message && <Alert severity="error">{c.message}</Alert>}
          {c.loading && <LinearProgress />}
          {!c.loading && c.rows.length === 0 && <Typography>{translate(`${T}.empty`, { period: c.period })}</Typography>}
          {c.total > GRID_SIZE && <Alert severity="info">{translate(`${T}.more`, { shown: GRID_SIZE, total: c.total })}</Alert>}
          {c.rows.length > 0 && <RatioGridTable c={c} selected={selectedIds} onSelect={(ids) => setSelection({ period: c.period, ids })} selectable={mayAudit} mayAudit={selectable} />}
        </Stack>
      </CardContent>
      {mayAudit && <TransitionDialog decl={vendorRatio} c={audit} targets={targets} />}
    </Card>
  );
}
