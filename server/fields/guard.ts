// The one place field rights are applied on the server: every answer, file, list query and write of
// a declaration goes through the guard of (declaration, caller). Denied fields are the declaration's
// guarded fields whose right the caller does not hold (src/schema/guarded.ts).
import type { FastifyRequest } from 'fastify';
import { blocksCreate, deniedFields, labelIn, type FieldError, type Locale, type ResourceDeclaration, wordIn } from '../../src/schema';
import type { UserInfo } from '../auth/principal';
import type { ListParams } from '../records/listParams';
import type { ResourceRow } from '../db/types';
import { ApiError } from '../http/errors';
import { fieldText } from './messages';

export interface FieldGuard {
  denied: string[];
  /** Answers: the denied fields (and a reference's `__title`) taken out of every row. */
  rows<T extends ResourceRow>(rows: T[]): T[];
  /** Export and template columns without the denied fields. */
  columns(columns: string[]): string[];
  /** A body setting a denied field is refused whole (403 naming them), as is creating a record that needs one. */
  refuseWrite(body: Record<string, unknown>, creating: boolean): void;
  /** Filtering or sorting by a denied field would reveal its values: 403 naming the parameter. */
  refuseQuery(params: ListParams): void;
  /** An import whose header maps columns to denied fields (row 1 is the header). */
  refuseColumns(fields: Iterable<string>): void;
}

export function fieldGuard(decl: ResourceDeclaration, user: UserInfo | undefined, locale: Locale): FieldGuard {
  const denied = deniedFields(decl, user);
  const deniedSet = new Set(denied);
  const labelOf = (name: string) => `"${labelIn(decl.fields[name].label, locale)}"`;
  const refuse = (message: string, names: string[], row?: number): never => {
    const errors: FieldError[] = names.map((field) => ({ field, message, ...(row ? { row } : {}) }));
    throw new ApiError(403, message, errors);
  };
  return {
    denied,
    rows(rows) {
      if (denied.length === 0) return rows;
      for (const row of rows) {
        for (const name of denied) {
          delete row[name];
          delete row[`${name}__title`];
        }
      }
      return rows;
    },
    columns: (columns) => columns.filter((c) => !deniedSet.has(c)),
    refuseWrite(body, creating) {
      const set = denied.filter((name) => Object.prototype.hasOwnProperty.call(body, name) && body[name] !== undefined);
      if (set.length) refuse(fieldText(locale, 'hidden', { fields: set.map(labelOf).join(', ') }), set);
      const needed = creating ? blocksCreate(decl, denied) : [];
      if (needed.length) {
        const what = wordIn(decl.recordLabel, locale);
        refuse(fieldText(locale, 'createNeeds', { what, fields: needed.map(labelOf).join(', ') }), needed);
      }
    },
    refuseQuery(params) {
      for (const f of params.filters) {
        if (!deniedSet.has(f.column)) continue;
        const param = f.op === 'eq' ? f.column : `${f.column}_${f.op}`;
        refuse(fieldText(locale, 'notFilterable', { param, field: labelOf(f.column) }), [param]);
      }
      if (deniedSet.has(params.sort)) refuse(fieldText(locale, 'notFilterable', { param: 'sort', field: labelOf(params.sort) }), ['sort']);
    },
    refuseColumns(fields) {
      const set = [...new Set(fields)].filter((name) => deniedSet.has(name));
      if (set.length) refuse(fieldText(locale, 'importColumn', { fields: set.map(labelOf).join(', ') }), set, 1);
    },
  };
}

/** The guard of a declaration for the signed-in caller of a request. */
export const guardOf = (decl: ResourceDeclaration, req: FastifyRequest): FieldGuard => fieldGuard(decl, req.user, req.locale);
