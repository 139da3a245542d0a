// Sync backlog from mail: the family's backlog spreadsheets received by mail become uploads.
import MailIcon from '@mui/icons-material/MarkEmailRead';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Family } from '../../../resources/distribute/forecast/model/wire';
import { syncBacklogMail } from './api';
import { T } from './PlanningTable';

export function MailSyncButton({ family }: { family: Family }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const sync = async () => {
    setBusy(true);
    try {
      const r = await syncBacklogMail(family);
      const failed = r.mails.filter((m) => m.error).length;
      notify(translate(`${T}.mail.done`, { synced: r.synced, failed }), { type: failed ? 'warning' : 'info' });
      void client.invalidateQueries({ queryKey: ['planning'] });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button startIcon={<MailIcon />} onClick={() => void sync()} disabled={busy}>{translate(`${T}.mail.button`)}</Button>;
}
