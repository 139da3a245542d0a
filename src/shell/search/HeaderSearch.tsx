import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Select, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { readSearch, searchPath, useSearchTarget } from './searchTarget';

/** The header's material search: a field selector and a keyword; Enter opens /search. */
export function HeaderSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { resource, fields } = useSearchTarget();
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  // On /search the box shows the search being looked at.
  const location = useLocation();
  const current = location.pathname === '/search' ? readSearch(location.search, fields) : undefined;
  const [field, setField] = useState(current?.field ?? fields[0]);
  const [keyword, setKeyword] = useState(current?.keyword ?? '');
  if (!canAccess) return null;
  const fieldLabel = (name: string) => translate(`resources.${resource}.fields.${name}`, { _: name });
  return (
    <Stack direction="row" spacing={0.5} sx={{ mx: 2, bgcolor: 'rgba(255,255,255,0.15)', borderRadius: 1, px: 1 }}>
      <Select
        variant="standard"
        disableUnderline
        value={field}
        onChange={(e) => setField(e.target.value)}
        inputProps={{ 'aria-label': translate('app.header.search_field') }}
        sx={{ color: 'inherit', minWidth: 90, '& .MuiSvgIcon-root': { color: 'inherit' } }}
      >
        {fields.map((name) => (
          <MenuItem key={name} value={name}>
            {fieldLabel(name)}
          </MenuItem>
        ))}
      </Select>
      <TextField
        variant="standard"
        value={keyword}
        placeholder={translate('app.header.search_placeholder')}
        onChange={(e) => setKeyword(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          const to = searchPath(keyword, field);
          if (to) navigate(to);
        }}
        slotProps={{
          htmlInput: { 'aria-label': translate('app.header.search_placeholder') },
          input: {
            disableUnderline: true,
            sx: { color: 'inherit' },
            startAdornment: (
              <InputAdornment position="start" sx={{ color: 'inherit' }}>
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
