// The forecast item form's state (add or edit): the fields, the weekly quantities and the server's
// problems, each kept under the field it names (`weeks.N.week|qty` under the N-th week row).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError } from 'react-admin';
import { weekStart } from '../../../contract/psi/engine';
import type { Family } from '../../../resources/distribute/forecast/model/wire';
import { addItem, deleteItem, updateItem, type ForecastItem, type ItemBody } from './api';

export const ITEM_TEXT_FIELDS = ['mpn', 'cpn', 'plant', 'site_code', 'hub_code', 'mpq', 'ec_code', 'ec_name', 'biz_type', 'supplier', 'remark'] as const;
type TextField = (typeof ITEM_TEXT_FIELDS)[number];
type Week = { week: string; qty: string };

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

function initial(item?: ForecastItem): Record<TextField, string> {
  const of = (v: string | null | undefined) => v ?? '';
  return {
    mpn: of(item?.mpn), cpn: of(item?.cpn), plant: of(item?.plant), site_code: of(item?.site_code), hub_code: of(item?.hub_code), mpq: of(item?.mpq),
    ec_code: of(item?.ec_code), ec_name: of(item?.ec_name), biz_type: of(item?.biz_type), supplier: of(item?.supplier), remark: of(item?.remark),
  };
}

export function useItemFormController(family: Family, forecastId: number, item: ForecastItem | undefined, onDone: (message: 'added' | 'saved' | 'deleted') => void) {
  const client = useQueryClient();
  const [values, setValues] = useState(() => initial(item));
  const [vsr, setVsr] = useState(item?.vsr ?? false);
  const [weeks, setWeeks] = useState<Week[]>(() => item?.weeks.map((w) => ({ ...w })) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const set = (field: TextField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const setWeek = (index: number, key: keyof Week, value: string) => setWeeks((ws) => ws.map((w, i) => (i === index ? { ...w, [key]: value } : w)));
  const addWeek = () => setWeeks((ws) => [...ws, { week: ws.length ? addDays(weekStart(ws[ws.length - 1].week || today()), 7) : weekStart(today()), qty: '' }]);
  const removeWeek = (index: number) => setWeeks((ws) => ws.filter((_, i) => i !== index));

  const run = async (work: () => Promise<unknown>, message: 'added' | 'saved' | 'deleted') => {
    setBusy(true);
    setErrors({});
    setFailure(undefined);
    try {
      await work();
      await client.invalidateQueries({ queryKey: ['planning'] });
      onDone(message);
    } catch (e) {
      const details = e instanceof HttpError && Array.isArray(e.body?.details) ? (e.body.details as { field: string; message: string }[]) : [];
      setErrors(Object.fromEntries(details.map((d) => [d.field, d.message])));
      setFailure(details.length ? undefined : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  // A blank MPQ is left out: a new item takes its material's (the server's rule), a changed one keeps its own.
  const body = (): ItemBody => {
    const { mpq, ...rest } = values;
    return { ...rest, ...(mpq.trim() ? { mpq } : {}), vsr, weeks };
  };
  const save = () => run(() => (item ? updateItem(family, item.id, body()) : addItem(family, forecastId, body())), item ? 'saved' : 'added');
  const remove = () => (item ? run(() => deleteItem(family, item.id), 'deleted') : Promise.resolve());

  return { editing: Boolean(item), values, set, vsr, setVsr, weeks, setWeek, addWeek, removeWeek, errors, failure, busy, save, remove };
}
export type ItemFormController = ReturnType<typeof useItemFormController>;
