// A button that opens the file picker for spreadsheets.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import type { ChangeEvent } from 'react';

export const SPREADSHEET_ACCEPT = '.xlsx,.xls,.csv';

export function FileChooser({ label, onChoose, disabled }: { label: string; onChoose: (file: File) => void; disabled?: boolean }) {
  const changed = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still fires a change
    if (file) onChoose(file);
  };
  return (
    <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
      {label}
      <input type="file" hidden accept={SPREADSHEET_ACCEPT} onChange={changed} aria-label={label} />
    </Button>
  );
}
