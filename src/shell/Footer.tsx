// The footer of every signed-in page: the distributor's copyright and the version, which opens
// the system-information dialog.
import { Box, Link, Typography } from '@mui/material';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useServerInfo } from './ServerInfoContext';

// Opened rarely: its table and the system calls load with it, not with every page.
const SystemInfoDialog = lazy(() => import('./SystemInfoDialog').then((m) => ({ default: m.SystemInfoDialog })));

export function Footer() {
  const translate = useTranslate();
  const info = useServerInfo();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 1.5, px: 2, display: 'flex', justifyContent: 'center', gap: 2, color: 'text.secondary' }}>
      <Typography variant="caption">{translate('app.footer.copyright', { year: new Date().getFullYear() })}</Typography>
      <Link component="button" type="button" variant="caption" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {translate('app.footer.version', { version: info?.version ?? '…' })}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <SystemInfoDialog open={open} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
