// Save on the left, Delete on the right (edit only). The delete asks first, in a dialog whose
// confirm button is red and whose words name the record; the notice after it names it too.
import { Box } from '@mui/material';
import { DeleteButton, SaveButton, Toolbar, useFormIsDirty, useRecordContext, useRedirect, useResourceContext, useSaveContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { ResourceDeclaration } from '../../schema';
import { useRecordNotice, useRecordWords } from '../shared/useRecordNotice';

function RecordDeleteButton({ decl }: { decl: ResourceDeclaration }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const words = useRecordWords(decl);
  const notice = useRecordNotice(decl);
  const redirect = useRedirect();
  const form = useFormContext();
  // Some records are deleted only by their module's own call (the generic delete answers 405).
  if (!record || decl.writtenByOwnCalls?.delete) return null;
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

/**
 * Save stays clickable while the form checks itself. react-admin disables it during validation, and the
 * press that leaves a field starts one: when the check outlasts the press (a grid line checked against
 * its reference), the button is disabled by the time the mouse comes up and the click is lost: nothing
 * saved, nothing said. Submitting validates anyway; only saving (or an untouched form) disables it.
 */
function FormSaveButton() {
  const { isSubmitting } = useFormState();
  const isDirty = useFormIsDirty();
  const { saving } = useSaveContext();
  return <SaveButton alwaysEnable={isDirty && !isSubmitting && !saving} />;
}

export function FormToolbar({ decl }: { decl: ResourceDeclaration }) {
  return (
    <Toolbar>
      <Box sx={{ flex: 1, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <FormSaveButton />
        <RecordDeleteButton decl={decl} />
      </Box>
    </Toolbar>
  );
}
