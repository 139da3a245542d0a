// The badge beside the title (DEV, Staging, UAT), so nobody mistakes a test system for the real one.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { environmentMark } from './environment';
import type { Environment } from './serverInfo';

export function EnvironmentBadge({ environment }: { environment: Environment | undefined }) {
  const translate = useTranslate();
  const mark = environmentMark(environment);
  if (!mark) return null;
  return (
    <Chip
      label={translate(mark.label)}
      size="small"
      data-testid="environment-badge"
      sx={{ bgcolor: mark.color, color: '#fff', fontWeight: 700, mr: 1, border: '1px solid rgba(255,255,255,0.6)' }}
    />
  );
}
