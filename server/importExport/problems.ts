// The problems of one import, gathered over every row so the user can fix the whole file at once.
import type { FieldError, Locale } from '../../src/schema';
import { ApiError } from '../http/errors';
import { MAX_LISTED_ERRORS } from './limits';
import { ieText, joinLabels } from './messages';

export class ImportProblems {
  private readonly listed: FieldError[] = [];
  private count = 0;
  private firstMissing?: { row: number; labels: string[] };
  private first?: { row: number; message: string };

  constructor(private readonly locale: Locale) {}

  get any(): boolean {
    return this.count > 0;
  }

  add(row: number, field: string, message: string) {
    this.count++;
    if (this.listed.length < MAX_LISTED_ERRORS) this.listed.push({ row, field, message });
    if (!this.first || row < this.first.row) this.first = { row, message };
  }

  /** The spec's required-field check: the first offending row is named with its missing fields. */
  missing(row: number, fields: { name: string; label: string; message: string }[]) {
    for (const f of fields) this.add(row, f.name, f.message);
    if (!this.firstMissing || row < this.firstMissing.row) this.firstMissing = { row, labels: fields.map((f) => f.label) };
  }

  /** 400 with the headline (the first row missing fields, else the first problem) and the list. */
  toError(): ApiError {
    const headline = this.firstMissing
      ? ieText(this.locale, 'rowMissing', { row: this.firstMissing.row, labels: joinLabels(this.locale, this.firstMissing.labels) })
      : ieText(this.locale, 'rowProblem', { row: this.first?.row ?? 0, message: this.first?.message ?? '' });
    const message = this.count > 1 ? `${headline} (${ieText(this.locale, 'moreProblems', { count: this.count })})` : headline;
    return new ApiError(400, message, this.listed);
  }
}
