// Opens the import dialog. Shown only to users who may write the resource (ListActions wraps it
// in CanAccess); the server checks the same rule on POST <base>/import.
import UploadIcon from '@mui/icons-material/Upload';
import { useState } from 'react';
import { Button } from 'react-admin';
import type { ResourceDeclaration } from '../../schema';
import { ImportDialog } from './ImportDialog';

export function ImportButton({ decl }: { decl: ResourceDeclaration }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.action.import" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      <ImportDialog decl={decl} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
