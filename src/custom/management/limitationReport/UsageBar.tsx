import { Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "62.67%" with a bar (red past the limit); the percentage comes exact from the server as text. */
export function UsageBar({ value, over }: { value: string; over: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 160 }}>
      <LinearProgress variant="determinate" color={over ? 'error' : 'primary'} value={Math.min(100, Number(value))} sx={{ flex: 1 }} aria-label={`${value}%`} />
      <Typography variant="body2">{value}%</Typography>
      {over ? <Chip size="small" color="error" label={translate('screens.limitation_report.over')} /> : null}
    </Stack>
  );
}
