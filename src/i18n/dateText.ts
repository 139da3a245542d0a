// Dates typed as text, read and written in the spec's order (year, month, day: document 3 section 9)
// whatever the browser's language: a native date input follows the browser's locale (mm/dd/yyyy in an
// English Chromium), not the screen's, and <html lang> does not change that. Values stay ISO.
import type { Label } from '../schema/types';
import { formatDate, formatDateTime } from './format';

const pad = (n: number) => String(n).padStart(2, '0');
// Separated (2026-3-1, 2026/03/01, 2026年3月1日) or compact (20260301): "2026-11" is not yet a day.
const DATE = /^(?:(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?|(\d{4})(\d{2})(\d{2}))(?!\d)/;
const TIME = /^(?:[T\s]+)?(\d{1,2})\s*[:：时]\s*(\d{2})(?:\s*[:：分]\s*(\d{2}))?\s*秒?$/;

function dayOf(text: string): { y: number; m: number; d: number; rest: string } | undefined {
  const found = DATE.exec(text);
  if (!found) return undefined;
  const [y, m, d] = (found[1] ? found.slice(1, 4) : found.slice(4, 7)).map(Number);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  return { y, m, d, rest: text.slice(found[0].length) };
}

/** "2026/3/1", "2026-03-01", "20260301", "2026年3月1日" -> "2026-03-01"; "" -> null; anything else -> undefined. */
export function parseDateText(text: string): string | null | undefined {
  const t = text.trim();
  if (!t) return null;
  const day = dayOf(t);
  if (!day || day.rest.trim()) return undefined;
  return `${day.y}-${pad(day.m)}-${pad(day.d)}`;
}

/** "2026-03-01 14:30" (local time; the time may be left out) -> the ISO instant; "" -> null; else undefined. */
export function parseDateTimeText(text: string): string | null | undefined {
  const t = text.trim();
  if (!t) return null;
  const day = dayOf(t);
  if (!day) return undefined;
  const rest = day.rest.trim();
  const time = rest ? TIME.exec(rest) : undefined;
  if (rest && !time) return undefined;
  const [h, min, s] = time ? [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)] : [0, 0, 0];
  if (h > 23 || min > 59 || s > 59) return undefined;
  return new Date(day.y, day.m - 1, day.d, h, min, s).toISOString();
}

/** The text an ISO value shows as: YYYY-MM-DD, or YYYY-MM-DD HH:mm in the browser's time zone. */
export const dateTextOf = (iso: string | null | undefined, withTime: boolean): string => (withTime ? formatDateTime(iso) : formatDate(iso));

/** The local "YYYY-MM-DDTHH:mm" a native picker takes, from an ISO value. */
export function pickerValueOf(iso: string | null | undefined, withTime: boolean): string {
  const text = dateTextOf(iso, withTime);
  return withTime ? text.replace(' ', 'T') : text;
}

export const DATE_TEXT_WORDS = {
  // The same pattern in both languages: Chinese readers write dates year first too.
  date: { en: 'YYYY-MM-DD', zh: 'YYYY-MM-DD' },
  datetime: { en: 'YYYY-MM-DD HH:mm', zh: 'YYYY-MM-DD HH:mm' },
  invalid: { en: 'Write the date as %{format}', zh: '请按 %{format} 填写日期' },
  pick: { en: 'Choose from a calendar', zh: '从日历选择' },
} satisfies Record<string, Label>;
