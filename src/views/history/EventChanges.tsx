// One event's changed fields as "Label: old → new" (the event log and a record's history). A table row
// stays one line (lists are dense: an ASN created with 25 fields made a 393 px row): the first changes,
// cut to a width, then "+N more", a button that unfolds the full list in place and folds it back.
import { Box, Link, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../schema/types';
import type { EventEntry } from '../../contract/eventEntry';
import { changesOf, type FieldChange, type HistoryContext, type Words } from './eventDiff';

/** A key the provider has no words for comes back as this (react-admin's `_` default). */
const NONE = '\u0000';
/** Changes shown on the folded line. */
export const FOLDED_CHANGES = 2;
/** Width of one folded change, in ch; a longer one is cut (and the button offers the whole). */
const CHANGE_CH = 36;

const lineText = (c: FieldChange) => `${c.label}: ${c.before} → ${c.after}`;
/** About the width in ch: CJK and other wide characters take two. */
const widthCh = (text: string) => [...text].reduce((n, ch) => n + (ch.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);

export function EventChanges({ event, ctx }: { event: EventEntry; ctx: HistoryContext }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const words: Words = (key) => {
    const text = translate(key, { _: NONE });
    return text === NONE || text === key ? undefined : text;
  };
  const changes = changesOf(ctx, event.resource, event.before, event.after, locale as Locale, words);
  if (changes.length === 0) return null;
  const shown = open ? changes : changes.slice(0, FOLDED_CHANGES);
  const more = changes.length - FOLDED_CHANGES;
  const cut = !open && shown.some((c) => widthCh(lineText(c)) > CHANGE_CH);
  const toggleLabel = open ? translate('screens.history.less') : more > 0 ? translate('screens.history.more', { count: more }) : translate('screens.history.all');
  const toggle = (open || more > 0 || cut) && (
    <Link component="button" type="button" variant="body2" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} sx={{ whiteSpace: 'nowrap', verticalAlign: 'baseline' }}>
      {toggleLabel}
    </Link>
  );
  const folded = {
    p: 0,
    listStyle: 'none',
    display: 'flex',
    minWidth: 0,
    overflow: 'hidden',
    '& > li': { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: `${CHANGE_CH}ch`, flexShrink: 0 },
    '& > li:last-of-type': { flexShrink: 1 },
    '& > li + li::before': { content: '"; "' },
  };
  return (
    <Box sx={open ? undefined : { display: 'flex', alignItems: 'baseline', gap: 1, whiteSpace: 'nowrap' }}>
      <Box component="ul" id={listId} sx={{ m: 0, ...(open ? { pl: 2 } : folded) }} aria-label={translate('screens.history.changes_of', { id: event.id })}>
        {shown.map((c) => (
          <Typography component="li" variant="body2" key={c.field} title={open ? undefined : lineText(c)}>
            <strong>{c.label}</strong>: {c.before} → {c.after}
          </Typography>
        ))}
      </Box>
      {toggle}
    </Box>
  );
}
