// "Assign again" on a CF or Non-TI backlog with lines not assigned: once the forecast has the items they
// lacked (added by hand or a new version), the backlog's lines are assigned again (CF allocate, GB retry).
import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Family } from '../../../resources/distribute/forecast/model/wire';
import { retryBacklog } from './api';
import { T } from './PlanningTable';

export function RetryAssignButton({ family, no }: { family: Family; no: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      const r = await retryBacklog(family, no);
      notify(translate(`${T}.retry.done`, { no, assigned: r.assigned, unassigned: r.unassigned }), { type: 'info' });
      void client.invalidateQueries({ queryKey: ['planning'] });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" sx={{ py: 0, whiteSpace: 'nowrap' }} startIcon={<ReplayIcon />} onClick={() => void retry()} disabled={busy} aria-label={translate(`${T}.retry.label`, { no })}>
      {translate(`${T}.retry.button`)}
    </Button>
  );
}
