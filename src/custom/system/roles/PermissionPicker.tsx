// A searchable permission picker grouped by menu group, for roles and for users' direct permissions.
// Each permission shows its label with its code beneath in small text (admins and the spec speak codes).
import { Box, Checkbox, FormControlLabel, List, ListItem, ListSubheader, TextField, Typography } from '@mui/material';
import { useCallback, useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { permissionLabel } from '../../../i18n/permissionWords';
import type { CatalogueEntry } from './roleApi';
import { usePermissionPickerController } from './usePermissionPickerController';

export interface PermissionPickerProps {
  catalogue: CatalogueEntry[];
  value: string[];
  onChange: (next: string[]) => void;
  label: string;
  disabled?: boolean;
}

export function PermissionPicker({ catalogue, value, onChange, label, disabled }: PermissionPickerProps) {
  const translate = useTranslate();
  const labelOf = useCallback(
    (group: string) => translate(`app.menu.${group}`, { _: translate(`screens.roleManagement.groups.${group}`, { _: group }) }),
    [translate],
  );
  const [locale] = useLocaleState();
  const codeId = useId();
  const wordsOf = useCallback((name: string) => permissionLabel(name, locale), [locale]);
  const { search, setSearch, groups, chosen, toggle, toggleGroup } = usePermissionPickerController(catalogue, value, onChange, labelOf, wordsOf);
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }} aria-label={label}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
        <TextField size="small" label={translate('screens.roleManagement.picker.search')} value={search} onChange={(e) => setSearch(e.target.value)} type="search" />
        <Typography variant="body2" color="text.secondary">
          {translate('screens.roleManagement.picker.selected', { count: value.length, total: catalogue.length })}
        </Typography>
      </Box>
      {groups.length === 0 && <Typography color="text.secondary">{translate('screens.roleManagement.picker.no_match')}</Typography>}
      <List dense sx={{ maxHeight: 360, overflow: 'auto' }} disablePadding>
        {groups.map((group) => (
          <li key={group.group}>
            <List dense disablePadding aria-label={labelOf(group.group)} sx={{ display: 'flex', flexWrap: 'wrap' }}>
              <ListSubheader sx={{ display: 'flex', alignItems: 'center', lineHeight: '2rem', width: '100%' }}>
                <FormControlLabel
                  label={`${labelOf(group.group)} (${group.chosen}/${group.names.length})`}
                  disabled={disabled}
                  control={
                    <Checkbox
                      size="small"
                      checked={group.chosen === group.names.length}
                      indeterminate={group.chosen > 0 && group.chosen < group.names.length}
                      onChange={() => toggleGroup(group)}
                      slotProps={{ input: { 'aria-label': translate('screens.roleManagement.picker.all_in_group', { group: labelOf(group.group) }) } }}
                    />
                  }
                />
              </ListSubheader>
              {group.names.map((name) => (
                  <ListItem key={name} disablePadding sx={{ pl: 3, width: { xs: '100%', sm: '50%', md: '33%' } }}>
                    <FormControlLabel
                      disabled={disabled}
                      control={<Checkbox size="small" checked={chosen.has(name)} onChange={() => toggle(name)} slotProps={{ input: { 'aria-label': wordsOf(name), 'aria-describedby': `${codeId}-${name}` } }} />}
                      label={
                        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2, py: 0.25 }}>
                          <Typography variant="body2" component="span">
                            {wordsOf(name)}
                          </Typography>
                          <Typography variant="caption" component="span" color="text.secondary" id={`${codeId}-${name}`} data-record-text sx={{ fontFamily: 'monospace' }}>
                            {name}
                          </Typography>
                        </Box>
                      }
                    />
                  </ListItem>
                ))}
            </List>
          </li>
        ))}
      </List>
    </Box>
  );
}
