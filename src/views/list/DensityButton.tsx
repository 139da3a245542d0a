// The toolbar switch between compact and comfortable rows.
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import { Button } from 'react-admin';
import type { Density } from './useListPreferencesController';

export function DensityButton({ density, onChange }: { density: Density; onChange: (density: Density) => void }) {
  const next: Density = density === 'compact' ? 'comfortable' : 'compact';
  return (
    <Button label={`app.list.density.${next}`} onClick={() => onChange(next)}>
      {next === 'compact' ? <DensitySmallIcon /> : <DensityMediumIcon />}
    </Button>
  );
}
