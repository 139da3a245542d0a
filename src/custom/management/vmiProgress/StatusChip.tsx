import { Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VmiProgressStatus } from '../../../resources/management/vmi/model/wire';

const COLORS = { open: 'default', partial: 'warning', received: 'success' } as const;

export function StatusChip({ status }: { status: VmiProgressStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} label={translate(`screens.vmi_progress.statuses.${status}`)} />;
}

/** "87.5%" with a bar, named "Progress 87.5%" (a bar without a name is an axe finding); the percentage comes exact from the server as text. */
export function ProgressBar({ value }: { value: string }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 140 }}>
      <LinearProgress variant="determinate" value={Math.min(100, Number(value))} aria-label={`${translate('screens.vmi_progress.col.progress')} ${value}%`} sx={{ flex: 1 }} />
      <Typography variant="body2">{value}%</Typography>
    </Stack>
  );
}
