// The dialog of a declared transition group: a choice when the group holds several transitions the
// user may run, then the chosen one's inputs. On one record each input is one field; on a selection
// one value serves every item and each item may have its own, with the items the transition skips
// said so.
import { FormControlLabel, Radio, RadioGroup, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { labelIn, type ResourceDeclaration } from '../../schema';
import { ActionDialog } from '../actions/ActionDialog';
import type { TransitionController, TransitionTarget } from './useTransitionController';
import { OTHER_WORDS } from './words';

interface TransitionDialogProps {
  decl: ResourceDeclaration;
  c: TransitionController;
  targets: TransitionTarget[];
}

export function TransitionDialog({ decl, c, targets }: TransitionDialogProps) {
  const [locale] = useLocaleState();
  const confirmLabel = labelIn(c.group.confirmLabel ?? (c.offered.length > 1 || !c.chosen ? c.group.label : c.chosen.label), locale);
  const required = (field: string) => Boolean(c.chosen?.requiredInputs?.includes(field));
  const fieldLabel = (field: string) => labelIn(decl.fields[field].label, locale);
  return (
    <ActionDialog open={c.open} title={c.title} confirmLabel={confirmLabel} pending={c.pending} error={c.error} confirmDisabled={!c.chosen} onConfirm={() => void c.submit()} onClose={c.close}>
      {c.offered.length > 1 && (
        <RadioGroup row aria-label={labelIn(OTHER_WORDS.choice, locale)} value={c.chosenName ?? ''} onChange={(e) => c.choose(e.target.value)}>
          {c.offered.map(([name, t]) => (
            <FormControlLabel key={name} value={name} control={<Radio />} label={labelIn(t.label, locale)} />
          ))}
        </RadioGroup>
      )}
      {!c.bulk &&
        c.inputs.map((field) => (
          <TextField
            key={field}
            label={fieldLabel(field)}
            value={targets[0] ? c.ownValue(targets[0], field) : ''}
            onChange={(e) => targets[0] && c.setOwn(targets[0], field, e.target.value)}
            required={required(field)}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
          />
        ))}
      {c.bulk &&
        c.inputs.map((field) => (
          <TextField
            key={field}
            label={c.inputs.length > 1 ? `${c.words('sharedInput')} (${fieldLabel(field)})` : c.words('sharedInput')}
            helperText={required(field) ? c.words('inputRule') : undefined}
            value={c.shared[field] ?? ''}
            onChange={(e) => c.setShared(field, e.target.value)}
            fullWidth
            multiline
            margin="dense"
          />
        ))}
      {c.bulk && <BulkItems c={c} targets={targets} fieldLabel={fieldLabel} />}
    </ActionDialog>
  );
}

/** The selected items, each with its own inputs, or why the transition leaves it alone. */
function BulkItems({ c, targets, fieldLabel }: { c: TransitionController; targets: TransitionTarget[]; fieldLabel: (field: string) => string }) {
  const [locale] = useLocaleState();
  const ownLabel = (x: TransitionTarget, field: string) => {
    const words = c.words('itemInput').replaceAll('%{title}', x.title);
    return c.inputs.length > 1 ? `${words} (${fieldLabel(field)})` : words;
  };
  return (
    <Table size="small" aria-label={labelIn(OTHER_WORDS.items, locale)}>
      <TableHead>
        <TableRow>
          <TableCell>{labelIn(OTHER_WORDS.item, locale)}</TableCell>
          {c.inputs.map((field) => (
            <TableCell key={field}>{fieldLabel(field)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {targets.map((x) => (
          <TableRow key={String(x.id)}>
            <TableCell>{x.title}</TableCell>
            {c.actsOn(x) ? (
              c.inputs.map((field) => (
                <TableCell key={field}>
                  <TextField size="small" value={c.ownValue(x, field)} onChange={(e) => c.setOwn(x, field, e.target.value)} slotProps={{ htmlInput: { 'aria-label': ownLabel(x, field) } }} />
                </TableCell>
              ))
            ) : (
              <TableCell colSpan={Math.max(1, c.inputs.length)}>{c.lastEditedByMe(x) ? labelIn(OTHER_WORDS.mine, locale) : c.words('notInFrom')}</TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
