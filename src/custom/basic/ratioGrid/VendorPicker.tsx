// The vendor of an added grid row: the vendor list searched as one types (the generic form's
// reference input reads the same list, with the same access rule).
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { getResource, raName } from '../../../resources/declarations';

const vendor = getResource('vendor');

export function VendorPicker({ label, value, error, onChange }: { label: string; value?: { id: number; title: string }; error?: string; onChange: (v?: { id: number; title: string }) => void }) {
  const [keyword, setKeyword] = useState('');
  const { data = [], isPending } = useGetList(raName(vendor), {
    pagination: { page: 1, perPage: 20 },
    sort: { field: vendor.titleField, order: 'ASC' },
    filter: keyword ? { q: keyword } : {},
  });
  const options = data.map((r) => ({ id: Number(r.id), title: String(r[vendor.titleField] ?? r.id) }));
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 220 }}
      options={options}
      loading={isPending}
      value={value ?? null}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, text, reason) => reason === 'input' && setKeyword(text)}
      onChange={(_, v) => onChange(v ?? undefined)}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
