// A reference the user may not change (they may not read its resource): the referenced title from
// the record's answer (`<field>__title`), read-only, where the picker would be. It registers no
// input, so the value stays as loaded and the form sends it back unchanged.
import { TextField as MuiTextField } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { MultiReferenceField, ReferenceField, ResourceDeclaration } from '../../schema';
import { useRegistry } from '../../shell/modules/RegistryContext';
import { midSentence } from '../shared/useRecordNotice';
import { fieldLabelKey, localized, useUiLocale } from './common';

const titleText = (title: unknown, id: unknown) => (title === null || title === undefined ? `#${String(id)}` : String(title));

export function LockedReference({ name, field, decl }: { name: string; field: ReferenceField | MultiReferenceField; decl: ResourceDeclaration }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useUiLocale();
  const target = useRegistry().findEntry(field.reference);
  const value = record?.[name];
  const titles = record?.[`${name}__title`];
  const text = Array.isArray(value)
    ? value.map((id, i) => titleText(Array.isArray(titles) ? titles[i] : undefined, id)).join(', ')
    : value === null || value === undefined
      ? ''
      : titleText(titles, value);
  const label = localized(target?.label ?? { en: field.reference, zh: field.reference }, locale);
  const what = locale === 'en-US' ? midSentence(label) : label;
  return (
    <MuiTextField
      id={`locked-${name}`}
      label={translate(fieldLabelKey(decl, name), { _: field.label.en })}
      value={text}
      required={!!field.required}
      variant="filled"
      size="small"
      margin="dense"
      fullWidth
      helperText={translate('app.record.reference_kept', { what })}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}
