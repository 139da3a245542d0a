// The refusal a dialog shows before calling when a required input is missing: the group's declared
// words with `%{items}` filled by the records without it (the server fills the same placeholder), or,
// on a selection, words without the placeholder followed by those records.
import { labelIn, type Label, type Locale } from '../../schema';
import { OTHER_WORDS } from './words';

export function missingInputsMessage(message: string, titles: string[], bulk: boolean, locale: Locale | string): string {
  const items = titles.join(', ');
  if (message.includes('%{items}')) return message.replaceAll('%{items}', items);
  if (!bulk) return message;
  return fillIn(OTHER_WORDS.listed, locale, { message, items });
}

/** Each `%{name}` of the label replaced at once, so a value holding a placeholder is never filled again. */
function fillIn(label: Label, locale: Locale | string, values: Record<string, string>): string {
  return labelIn(label, locale).replace(/%\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
