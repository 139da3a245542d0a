// The family filter of the planning lists (/forecasts, the item history): All or one family; a choice
// starts again from page 1.
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FAMILIES, type Family } from '../../../resources/distribute/forecast/model/wire';
import { T } from './PlanningTable';

export function FamilyPicker({ value, onChange }: { value: Family | ''; onChange: (family: Family | '') => void }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" sx={{ minWidth: 160 }} label={translate(`${T}.col.family`)} value={value} onChange={(e) => onChange(e.target.value as Family | '')}>
      <MenuItem value="">{translate(`${T}.all`)}</MenuItem>
      {FAMILIES.map((f) => <MenuItem key={f} value={f}>{translate(`${T}.family.${f}`)}</MenuItem>)}
    </TextField>
  );
}
