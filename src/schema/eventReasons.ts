// Words for the reasons a module's server writes on its events (the `reason` of recordEvent and of
// the records service's update): each module declares its own in eventReasons.ts beside its model
// (src/resources/<area>/<module>/eventReasons.ts), found by folder and loaded with the history. A
// command's or transition's name is worded by its declaration; a reason a person typed (a delete or
// a command that asks for one) matches none and is shown as written.
import type { Label } from './types';

/** Reasons with a value in them (`upload ${kind}`, `invoice ${no}`): the value stays as written. */
export type ReasonPattern = [RegExp, (m: RegExpExecArray) => Label];

export interface EventReasons {
  /** Fixed reasons, by the exact text the server writes. */
  exact?: Record<string, Label>;
  patterns?: ReasonPattern[];
}

export const defineEventReasons = (reasons: EventReasons): EventReasons => reasons;

/** One lookup over every module's reasons; a fixed reason worded differently by two modules is an error. */
export function reasonLookup(all: EventReasons[]): (reason: string) => Label | undefined {
  const exact = new Map<string, Label>();
  for (const r of all) {
    for (const [text, label] of Object.entries(r.exact ?? {})) {
      const had = exact.get(text);
      if (had && (had.en !== label.en || had.zh !== label.zh)) throw new Error(`event reason "${text}" is worded twice`);
      exact.set(text, label);
    }
  }
  const patterns = all.flatMap((r) => r.patterns ?? []);
  return (reason) => {
    const found = exact.get(reason);
    if (found) return found;
    for (const [pattern, words] of patterns) {
      const m = pattern.exec(reason);
      if (m) return words(m);
    }
    return undefined;
  };
}
