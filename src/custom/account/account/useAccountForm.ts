// Headless state of the public account forms (register, recover, reset): values, the server's
// per-field errors, and the answer once it succeeded.
import { useState } from 'react';
import { HttpError } from 'react-admin';
import { requestJson } from '../../../dataProvider/http';

export interface AccountFormState<F extends string> {
  values: Record<F, string>;
  set: (field: F) => (event: { target: { value: string } }) => void;
  fieldErrors: Partial<Record<F, string>>;
  error?: string;
  sending: boolean;
  /** The answer's data once the server accepted the form. */
  done?: unknown;
  submit: (event?: { preventDefault(): void }) => Promise<void>;
}

export function useAccountForm<F extends string>(path: string, initial: Record<F, string>, extra: () => Record<string, string> = () => ({})): AccountFormState<F> {
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({});
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<unknown>();

  const submit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    setSending(true);
    setError(undefined);
    setFieldErrors({});
    try {
      const body = (await requestJson(path, { method: 'POST', body: { ...values, ...extra() } })) as { data?: unknown };
      setDone(body.data ?? true);
    } catch (e) {
      const details = e instanceof HttpError && Array.isArray(e.body?.details) ? (e.body.details as { field: string; message: string }[]) : [];
      const byField: Partial<Record<F, string>> = {};
      for (const d of details) if (d.field in initial && !(d.field in byField)) byField[d.field as F] = d.message;
      setFieldErrors(byField);
      // A problem shown at its field needs no second notice above the form.
      if (Object.keys(byField).length === 0) setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  return { values, set: (field) => (event) => setValues((v) => ({ ...v, [field]: event.target.value })), fieldErrors, error, sending, done, submit };
}
