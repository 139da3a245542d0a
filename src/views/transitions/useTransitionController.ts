// Headless part of a declared transition group (src/schema/transitions.ts) on one record or a
// selection: which of its transitions the user may run on these records, the choice, the inputs (one
// value for every item and each item's own), the required-input check before the call (the server
// checks again whatever the browser does), the call itself and the notice once it worked.
import { useState } from 'react';
import { useLocaleState, useNotify, usePermissions, useRefresh } from 'react-admin';
import { currentUser } from '../../authProvider/user';
import { requestJson, unwrapData } from '../../dataProvider';
import {
  allows,
  countedIn,
  groupMethod,
  groupUrl,
  labelIn,
  lastEditedBy,
  leavesFrom,
  transitionRule,
  type Principal,
  type ResourceDeclaration,
  type TransitionDeclaration,
  type TransitionGroupOf,
} from '../../schema';
import { missingInputsMessage } from './missingInputs';
import { GENERIC_WORDS } from './words';

/** A record the transition may act on, with the words that name it. */
export interface TransitionTarget {
  id: number | string;
  version?: number;
  record: Record<string, unknown>;
  title: string;
}

type Inputs = Record<string, string>;
const given = (v: string | undefined) => v?.trim() || undefined;

export function useTransitionController(decl: ResourceDeclaration, g: TransitionGroupOf, targets: TransitionTarget[], bulk: boolean, onDone?: () => void) {
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<Principal | undefined>();
  const me = currentUser()?.name;
  const states = decl.states!;
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string>();
  const [shared, setShared] = useState<Inputs>({});
  const [own, setOwn] = useState<Record<string, Inputs>>({});
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  // The declaration is the user's view of it: a transition asking for a field they may not see is not theirs.
  const mayRun = (t: TransitionDeclaration) => Boolean(permissions) && allows(permissions!, transitionRule(decl, t), 'write') && (t.inputs ?? []).every((f) => decl.fields[f]);
  const actsOn = (t: TransitionDeclaration, x: TransitionTarget) => leavesFrom(states, t, x.record) && !lastEditedBy(t, x.record, me);
  const offered = g.transitions.filter(([, t]) => mayRun(t) && targets.some((x) => actsOn(t, x)));
  const [chosenName, chosen] = offered.find(([name]) => name === choice) ?? offered[0] ?? [];
  const words = (key: keyof typeof GENERIC_WORDS) => labelIn(g.group[key] ?? GENERIC_WORDS[key], locale);
  const inputsOf = (t: TransitionDeclaration | undefined) => t?.inputs ?? [];
  // Four eyes: records the user changed last are not sent (the server would refuse the whole call).
  const sent = targets.filter((x) => !chosen || !lastEditedBy(chosen, x.record, me));
  const valueFor = (x: TransitionTarget, field: string) => given(own[String(x.id)]?.[field]) ?? given(shared[field]);

  const missingInputs = (t: TransitionDeclaration) => {
    const without = sent.filter((x) => leavesFrom(states, t, x.record) && (t.requiredInputs ?? []).some((f) => !valueFor(x, f)));
    if (!without.length) return undefined;
    return missingInputsMessage(words('inputMissing'), without.map((x) => x.title), bulk, locale);
  };

  const submit = async () => {
    if (!chosen) return;
    const missing = missingInputs(chosen);
    setError(missing);
    if (missing) return;
    const fields = inputsOf(chosen);
    const items = sent.map((x) => ({
      id: x.id,
      ...(x.version !== undefined ? { version: x.version } : {}),
      ...Object.fromEntries(fields.map((f) => [f, given(own[String(x.id)]?.[f])]).filter(([, v]) => v !== undefined)),
    }));
    const body = {
      items,
      ...Object.fromEntries(fields.map((f) => [f, given(shared[f])]).filter(([, v]) => v !== undefined)),
      ...(g.transitions.length > 1 ? { [states.field]: chosen.to } : {}),
    };
    setPending(true);
    try {
      const answer = unwrapData(await requestJson(groupUrl(decl, g), { method: groupMethod(g.group), body })) as { list: unknown[]; skipped: unknown[] };
      const done = bulk && g.group.bulkDone ? labelIn(g.group.bulkDone, locale) : labelIn(g.group.done, locale);
      notify(done.replace('%{done}', String(answer.list.length)).replace('%{skipped}', String(answer.skipped.length)), { type: 'success' });
      setOpen(false);
      refresh();
      onDone?.();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };

  return {
    visible: offered.length > 0,
    group: g.group,
    bulk,
    open,
    openDialog: () => {
      setChoice(undefined);
      setShared({});
      setOwn({});
      setError(undefined);
      setOpen(true);
    },
    close: () => setOpen(false),
    offered,
    chosenName,
    chosen,
    choose: setChoice,
    inputs: inputsOf(chosen),
    shared,
    setShared: (field: string, value: string) => setShared((all) => ({ ...all, [field]: value })),
    ownValue: (x: TransitionTarget, field: string) => own[String(x.id)]?.[field] ?? '',
    setOwn: (x: TransitionTarget, field: string, value: string) => setOwn((all) => ({ ...all, [String(x.id)]: { ...all[String(x.id)], [field]: value } })),
    /** Whether the chosen transition acts on this item (others are skipped or refused by the server). */
    actsOn: (x: TransitionTarget) => Boolean(chosen && actsOn(chosen, x)),
    lastEditedByMe: (x: TransitionTarget) => Boolean(chosen && lastEditedBy(chosen, x.record, me)),
    title: bulk ? countedIn(g.group.bulkTitle ?? g.group.bulkLabel ?? g.group.label, locale, targets.length) : labelIn(g.group.title ?? g.group.label, locale),
    words,
    submit,
    pending,
    error,
  };
}

export type TransitionController = ReturnType<typeof useTransitionController>;
