// A declared command's button (src/schema/commands.ts): shown to whoever holds one of its
// permissions (and the field rights of its inputs), on a record in a state it is offered in. Its
// dialog asks the declared question and inputs, says when a declared refusal holds, sends the call
// with the record's version (a stale page gets the server's 409 in the dialog) and says it worked.
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useLocaleState, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import {
  allows,
  commandMethod,
  commandOffered,
  commandRefusal,
  commandRule,
  commandIdInBody,
  commandUrl,
  labelIn,
  type CommandDeclaration,
  type Label,
  type Principal,
  type ResourceDeclaration,
} from '../../schema';
import { ActionDialog } from '../actions/ActionDialog';
import { useActionCall } from '../actions/useActionCall';

interface CommandButtonProps {
  decl: ResourceDeclaration;
  name: string;
  command: CommandDeclaration;
}

const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function CommandButton({ decl, name, command }: CommandButtonProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const { permissions } = usePermissions<Principal | undefined>();
  const call = useActionCall();
  const [open, setOpen] = useState(false);
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const inputNames = command.inputs ?? [];
  // The declaration is the user's view of it: an input field they may not see is not there.
  const visible = inputNames.every((field) => decl.fields[field]);
  if (!record || !permissions || !visible || !allows(permissions, commandRule(decl, command), 'write') || !commandOffered(command, record)) return null;
  const title = String(record[decl.titleField] ?? record.id);
  const words = (label: Label) => labelIn(label, locale).replaceAll('%{name}', title);
  const refused = commandRefusal(decl, command, record, locale);
  const start = () => {
    setInputs(Object.fromEntries(inputNames.map((field) => [field, shown(record[field])])));
    setReason('');
    call.clearError();
    setOpen(true);
  };
  const confirm = async () => {
    const body = { ...(commandIdInBody(name, command) ? { id: record.id } : {}), version: record.version, ...inputs, ...(reason.trim() ? { reason: reason.trim() } : {}) };
    const done = await call.run(commandUrl(decl, name, command, record.id), { method: commandMethod(command), body }, words(command.done));
    if (done) setOpen(false);
  };
  return (
    <>
      <Button label={labelIn(command.label, locale)} onClick={start}>
        <PlayArrowIcon />
      </Button>
      <ActionDialog
        open={open}
        title={words(command.title ?? command.label)}
        confirmLabel={labelIn(command.confirmLabel ?? command.label, locale)}
        pending={call.pending}
        error={call.error}
        confirmDisabled={refused !== undefined}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        {refused && <Alert severity="info">{refused}</Alert>}
        {command.confirm && <Typography>{words(command.confirm)}</Typography>}
        {inputNames.map((field) => (
          <TextField
            key={field}
            label={labelIn(decl.fields[field].label, locale)}
            value={inputs[field] ?? ''}
            onChange={(e) => setInputs((now) => ({ ...now, [field]: e.target.value }))}
            disabled={refused !== undefined}
            fullWidth
            margin="normal"
          />
        ))}
        {command.reason && (
          <TextField label={translate('screens.actions.reason')} value={reason} onChange={(e) => setReason(e.target.value)} disabled={refused !== undefined} fullWidth margin="normal" />
        )}
      </ActionDialog>
    </>
  );
}
