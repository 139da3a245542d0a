// The editable grid of a record's lines in its create and edit form (src/schema/lines.ts): add and
// remove rows, arrow keys / Enter / Tab between cells, a block of cells pasted from a spreadsheet
// fills the grid from the focused cell on (adding rows), running totals, and each row's problems
// shown on that row in the words of rule R22. The values live in the form (useFieldArray), so the
// record and its lines are saved together.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { defaultValuesOf, labelIn, lineColumns, lineDeclaration, lineTotal, type ResourceDeclaration } from '../../schema';
import { formatNumber } from '../../i18n/format';
import { useTranslateOr, useUiLocale } from '../fields/common';
import { viewOf } from '../fields';
import { LineCell } from './LineCell';
import { parseBlock, pasteInto } from './pasteBlock';

type Row = Record<string, unknown>;
type RowErrors = Record<string, { message?: string }> | undefined;

const cellOf = (target: EventTarget | null) => {
  const el = (target as HTMLElement | null)?.closest?.('[data-cell]') ?? null;
  const at = el?.getAttribute('data-cell')?.split(':').map(Number);
  return at && at.length === 2 ? { row: at[0], col: at[1], el: el as HTMLElement } : undefined;
};

export function LinesGrid({ decl, name }: { decl: ResourceDeclaration; name: string }) {
  const lines = decl.lines![name];
  const lineDecl = lineDeclaration(decl, name);
  const columns = lineColumns(lines);
  // A new row starts with its fields' declared defaults (a price line's currency: USD).
  const blankRow = useMemo(() => defaultValuesOf(lineDecl), [lineDecl]);
  const locale = useUiLocale();
  const t = useTranslateOr();
  const { getValues, trigger } = useFormContext();
  const { fields, append, remove, replace } = useFieldArray({ name });
  const watched = useWatch({ name }) as Row[] | undefined;
  const rows = watched ?? [];
  const { errors } = useFormState({ name });
  const lineErrors = errors[name] as unknown as (RowErrors[] & { root?: { message?: string }; message?: string }) | undefined;
  const table = useRef<HTMLTableElement>(null);
  // A row's message goes as soon as the cell it names is right, not when the cell is left: the grid's
  // check names cells not yet touched, which the form would otherwise recheck only on their blur, and a
  // message vanishing under the pointer moves Save away from the press that left the cell.
  const showsErrors = !!lineErrors;
  useEffect(() => {
    if (showsErrors) void trigger(name);
  }, [watched, showsErrors, trigger, name]);

  /** Focus a cell once it is on the page (a row just added renders on the next frame). */
  const focus = (row: number, col: number) => {
    const find = () => table.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
    const hit = find();
    if (hit) hit.focus();
    else requestAnimationFrame(() => find()?.focus());
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const at = cellOf(e.target);
    if (!at) return;
    const input = at.el as HTMLInputElement;
    const caret = typeof input.selectionStart === 'number' ? { start: input.selectionStart, end: input.selectionEnd, length: input.value?.length ?? 0 } : undefined;
    let next: { row: number; col: number } | undefined;
    if (e.key === 'ArrowDown' || (e.key === 'Enter' && !e.shiftKey)) next = { row: at.row + 1, col: at.col };
    else if (e.key === 'ArrowUp' || (e.key === 'Enter' && e.shiftKey)) next = { row: at.row - 1, col: at.col };
    else if (e.key === 'ArrowLeft' && (!caret || (caret.start === 0 && caret.end === 0))) next = { row: at.row, col: at.col - 1 };
    else if (e.key === 'ArrowRight' && (!caret || caret.start === caret.length)) next = { row: at.row, col: at.col + 1 };
    if (!next) return;
    e.preventDefault(); // Enter must not submit the form
    if (next.row < 0 || next.col < 0 || next.col >= columns.length) return;
    if (next.row >= fields.length) {
      if (e.key !== 'Enter') return;
      append(blankRow, { shouldFocus: false });
    }
    focus(next.row, next.col);
  };

  const onPaste = (e: ClipboardEvent) => {
    const at = cellOf(e.target);
    const text = e.clipboardData.getData('text/plain');
    // One value without tabs or line breaks is an ordinary paste into the cell.
    if (!at || !/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    e.preventDefault();
    const current = (getValues(name) as Row[] | undefined) ?? [];
    replace(pasteInto(current, parseBlock(text), at, columns, lines.fields));
    focus(at.row, at.col);
  };

  const countError = lineErrors?.root?.message ?? lineErrors?.message;

  return (
    <Box sx={{ width: '100%', my: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {labelIn(lines.label, locale)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('app.lines.paste_hint', 'Paste cells from a spreadsheet into any cell; arrow keys and Enter move between cells.')}
      </Typography>
      <Table size="small" ref={table} aria-label={labelIn(lines.label, locale)} onKeyDown={onKeyDown} onPaste={onPaste}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            {columns.map((c) => (
              <TableCell key={c} align={viewOf(lines.fields[c]).align}>
                {labelIn(lines.fields[c].label, locale)}
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((item, i) => {
            const rowErrors = lineErrors?.[i];
            const messages = Object.values(rowErrors ?? {}).map((err) => err?.message).filter(Boolean) as string[];
            // A locked line (the declaration's lockedField) is shown, not edited: the server refuses any change to it.
            const values = item as Record<string, unknown>;
            const locked = !!lines.lockedField && values[lines.lockedField] === true;
            return [
              <TableRow key={item.id} data-row={i + 1}>
                <TableCell>{i + 1}</TableCell>
                {columns.map((c, j) => (
                  <TableCell key={c} sx={{ p: 0 }}>
                    <LineCell
                      path={`${name}.${i}.${c}`}
                      field={locked ? { ...lines.fields[c], readOnly: true } : lines.fields[c]}
                      shown={locked ? values[`${c}__title`] : undefined}
                      lineDecl={lineDecl}
                      row={i}
                      col={j}
                      ariaLabel={`${labelIn(lines.fields[c].label, locale)} ${i + 1}`}
                      invalid={!!rowErrors?.[c]}
                    />
                  </TableCell>
                ))}
                <TableCell padding="checkbox">
                  <IconButton size="small" aria-label={t('app.lines.remove', 'Remove row %{row}', { row: i + 1 })} disabled={locked} onClick={() => remove(i)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>,
              messages.length > 0 && (
                <TableRow key={`${item.id}-errors`}>
                  <TableCell colSpan={columns.length + 2} sx={{ color: 'error.main', borderBottom: 'none' }} role="alert" data-row-errors={i + 1}>
                    {messages.map((m) => (
                      <div key={m}>{m}</div>
                    ))}
                  </TableCell>
                </TableRow>
              ),
            ];
          })}
          {(lines.totals ?? []).map((total) => (
            <TableRow key={`total-${total}`}>
              <TableCell colSpan={columns.length + 2} align="right" sx={{ fontWeight: 'bold' }} aria-live="polite">
                {t('app.lines.total', 'Total %{label}', { label: labelIn(lines.fields[total].label, locale) })}: {formatNumber(lineTotal(rows, total), 4)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {countError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {countError}
        </Alert>
      )}
      <Button startIcon={<AddIcon />} onClick={() => append(blankRow, { shouldFocus: false })} sx={{ mt: 1 }}>
        {t('app.lines.add', 'Add row')}
      </Button>
    </Box>
  );
}
