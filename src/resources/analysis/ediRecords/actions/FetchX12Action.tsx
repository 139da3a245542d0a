// "Fetch" (856, 810) and "Record 861" in the history lists' toolbars: an X12 file a partner sent, or
// (fetches only) no file to take every document waiting in the EDI inbox. Offered to holders of the
// call's own permission (import-856, import-810, manage-861); the server's refusal names the segment.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button as MuiButton, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, usePermissions, useTranslate } from 'react-admin';
import { allows, type Principal } from '../../../../schema';
import type { AccessRule } from '../../../../schema/types';
import { ActionDialog } from '../../../../views/actions/ActionDialog';
import type { ActionComponent } from '../../../../views/actions/types';
import type { FetchAnswer } from '../model/wire';
import { usePost } from './usePost';

const T = 'screens.ediRecords';

export function fetchX12Action(path: string, rule: AccessRule, words: { button: string; title: string; hint: string }, inbox: boolean): ActionComponent {
  return function FetchX12Action() {
    const translate = useTranslate();
    const notify = useNotify();
    const { permissions } = usePermissions<Principal | undefined>();
    const [open, setOpen] = useState(false);
    const [file, setFile] = useState<File>();
    const call = usePost<FetchAnswer & Record<string, unknown>>(`${T}.fetched`);
    if (!permissions || !allows(permissions, rule, 'write')) return null;
    const close = () => {
      setOpen(false);
      setFile(undefined);
      call.clearError();
    };
    const confirm = async () => {
      const form = new FormData();
      if (file) form.append('file', file);
      const answer = await call.run(path, { body: form });
      if (!answer) return;
      // Unreadable inbox documents were set aside (no longer waiting): say which and why, after the counts.
      const aside = answer.set_aside ?? [];
      if (aside.length) notify(translate(`${T}.set_aside`, { smart_count: aside.length, files: aside.map((a) => a.problem).join('; ') }), { type: 'warning', autoHideDuration: 15_000 });
      close();
    };
    return (
      <>
        <Button label={`${T}.${words.button}`} onClick={() => setOpen(true)}>
          <UploadFileIcon />
        </Button>
        <ActionDialog open={open} title={translate(`${T}.${words.title}`)} confirmLabel={translate(`${T}.${words.button}`)} pending={call.pending} error={call.error} confirmDisabled={!inbox && !file} onConfirm={confirm} onClose={close}>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate(`${T}.${words.hint}`)}
          </Typography>
          <MuiButton variant="outlined" component="label">
            {translate(`${T}.choose`)}
            <input hidden type="file" aria-label={translate(`${T}.choose`)} accept=".x12,.edi,.txt,text/plain" onChange={(e) => setFile(e.target.files?.[0])} />
          </MuiButton>
          <Typography variant="body2" component="span" sx={{ ml: 2 }}>
            {file ? file.name : inbox ? translate(`${T}.no_file`) : ''}
          </Typography>
        </ActionDialog>
      </>
    );
  };
}
