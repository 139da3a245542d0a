// "Audit" on a pending vendor ratio, for ratio auditors: agree, or refuse with a memo.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import type { ActionProps } from '../types';
import { ActionDialog } from '../ActionDialog';
import { useAuditRatioController, type AuditDecision } from './useAuditRatioController';

export function AuditRatioAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const c = useAuditRatioController(decl);
  if (!c.visible) return null;
  return (
    <>
      <Button label="screens.actions.audit.button" onClick={c.openDialog}>
        <FactCheckIcon />
      </Button>
      <ActionDialog
        open={c.open}
        title={translate('screens.actions.audit.title')}
        confirmLabel={translate('screens.actions.audit.submit')}
        pending={c.pending}
        error={c.error}
        onConfirm={c.submit}
        onClose={c.close}
      >
        <RadioGroup row aria-label={translate('screens.actions.audit.decision')} value={c.decision} onChange={(e) => c.setDecision(e.target.value as AuditDecision)}>
          <FormControlLabel value="2" control={<Radio />} label={translate('screens.actions.audit.agree')} />
          <FormControlLabel value="3" control={<Radio />} label={translate('screens.actions.audit.refuse')} />
        </RadioGroup>
        <TextField
          label={translate('screens.actions.audit.memo')}
          value={c.memo}
          onChange={(e) => c.setMemo(e.target.value)}
          required={c.decision === '3'}
          error={Boolean(c.memoError)}
          helperText={c.memoError}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
        />
      </ActionDialog>
    </>
  );
}
