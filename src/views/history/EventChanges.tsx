// One event's changed fields as "Label: old → new" lines (the event log and a record's history).
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../schema/types';
import type { EventEntry } from '../../contract/eventEntry';
import { changesOf, type HistoryContext, type Words } from './eventDiff';

/** A key the provider has no words for comes back as this (react-admin's `_` default). */
const NONE = '\u0000';

export function EventChanges({ event, ctx }: { event: EventEntry; ctx: HistoryContext }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const words: Words = (key) => {
    const text = translate(key, { _: NONE });
    return text === NONE || text === key ? undefined : text;
  };
  const changes = changesOf(ctx, event.resource, event.before, event.after, locale as Locale, words);
  if (changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={`changes of event ${event.id}`}>
      {changes.map((c) => (
        <Typography component="li" variant="body2" key={c.field}>
          <strong>{c.label}</strong>: {c.before} → {c.after}
        </Typography>
      ))}
    </Box>
  );
}
