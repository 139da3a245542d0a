// Field rights of one user: a checkbox per right, naming the guarded fields it shows (e.g. "Prepaid
// item: Initial unit price, Amount paid").
import { Box, Checkbox, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useUiLocale } from '../../../views/fields/common';
import type { FieldRight } from './fieldRightApi';
import { labelIn } from '../../../schema/messages';

export interface FieldRightsPickerProps {
  rights: FieldRight[];
  value: string[];
  onChange: (names: string[]) => void;
  disabled?: boolean;
}

export function FieldRightsPicker({ rights, value, onChange, disabled }: FieldRightsPickerProps) {
  const translate = useTranslate();
  const locale = useUiLocale();
  const zh = locale === 'zh-CN';
  const t = (key: string) => translate(`screens.userManagement.dialog.${key}`);
  const toggle = (name: string) => onChange(value.includes(name) ? value.filter((n) => n !== name) : [...value, name]);
  const describe = (right: FieldRight) => {
    if (right.fields.length === 0) return t('field_rights_unused');
    const byResource = new Map<string, string[]>();
    for (const f of right.fields) {
      const resource = labelIn(f.resourceLabel, locale);
      byResource.set(resource, [...(byResource.get(resource) ?? []), labelIn(f.label, locale)]);
    }
    return [...byResource].map(([resource, labels]) => `${resource}: ${labels.join(zh ? '、' : ', ')}`).join('; ');
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{t('field_rights')}</FormLabel>
      <FormHelperText sx={{ mt: 0 }}>{t('field_rights_help')}</FormHelperText>
      <FormGroup aria-label={t('field_rights')}>
        {rights.map((right) => (
          <FormControlLabel
            key={right.id}
            disabled={disabled}
            control={<Checkbox checked={value.includes(right.name)} onChange={() => toggle(right.name)} />}
            label={`${describe(right)} (${right.name})`}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
