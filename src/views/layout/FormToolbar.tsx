// Save on the left, Delete on the right (edit only). The delete asks first, in a dialog whose
// confirm button is red and whose words name the record; the notice after it names it too.
import { Box } from '@mui/material';
import { DeleteButton, SaveButton, Toolbar, useRecordContext, useRedirect, useResourceContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ResourceDeclaration } from '../../schema';
import { useRecordNotice, useRecordWords } from '../shared/useRecordNotice';

function RecordDeleteButton({ decl }: { decl: ResourceDeclaration }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const words = useRecordWords(decl);
  const notice = useRecordNotice(decl);
  const redirect = useRedirect();
  const form = useFormContext();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmColor="warning"
      confirmTitle="app.record.delete_title"
      titleTranslateOptions={words(record, true)}
      confirmContent="app.record.delete_content"
      mutationOptions={{
        onSuccess: () => {
          notice('deleted', record);
          // The record is gone: its unsaved changes must not hold the way back to the list.
          form?.reset(undefined, { keepValues: true });
          redirect('list', resource);
        },
      }}
    />
  );
}

export function FormToolbar({ decl }: { decl: ResourceDeclaration }) {
  return (
    <Toolbar>
      <Box sx={{ flex: 1, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <SaveButton />
        <RecordDeleteButton decl={decl} />
      </Box>
    </Toolbar>
  );
}
