// A transition call's items, read before any row is: ids (whole numbers from 1), the optional
// version, and each declared input (the item's own value, else the one given for every item), each
// checked by its field's rule and field right (400 naming the field and the item).
import type { FastifyRequest } from 'fastify';
import { type Locale, type ResourceDeclaration, type TransitionDeclaration, validateFieldValue } from '../../src/schema';
import { guardOf } from '../fields/guard';
import { bodyVersion } from '../http/params';
import { mt } from './messages';
import { fieldError } from './request';

export interface TransitionItem {
  /** Its place in the call (1-based), as errors name it. */
  row: number;
  version?: number;
  inputs: Record<string, unknown>;
}

const given = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));

/** The field's own rule on a value (input fields are often read-only, so not in the record schema). */
async function fieldProblem(decl: ResourceDeclaration, name: string, value: unknown, locale: Locale): Promise<string | undefined> {
  try {
    await validateFieldValue(decl.fields[name], value, locale);
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

export async function readTransitionItems(
  req: FastifyRequest,
  decl: ResourceDeclaration,
  transition: TransitionDeclaration,
  list: Record<string, unknown>[],
  body: Record<string, unknown>,
): Promise<Map<number, TransitionItem>> {
  const locale = req.locale;
  const inputs = transition.inputs ?? [];
  const guard = guardOf(decl, req);
  guard.refuseWrite(Object.fromEntries(inputs.map((f) => [f, given(body[f])])), false);
  const items = new Map<number, TransitionItem>();
  for (const [i, item] of list.entries()) {
    const id = typeof item.id === 'number' || typeof item.id === 'string' ? Number(item.id) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw fieldError('id', mt(locale, 'badId', { param: 'id' }), i + 1);
    let version: number | undefined;
    try {
      version = bodyVersion(locale, item.version);
    } catch (e) {
      // The same words as everywhere, naming the item.
      throw fieldError('version', e instanceof Error ? e.message : String(e), i + 1);
    }
    guard.refuseWrite(Object.fromEntries(inputs.map((f) => [f, given(item[f])])), false);
    const values: Record<string, unknown> = {};
    for (const field of inputs) {
      const value = given(item[field]) ?? given(body[field]) ?? null;
      const problem = await fieldProblem(decl, field, value, locale);
      if (problem) throw fieldError(field, problem, i + 1);
      values[field] = value;
    }
    items.set(id, { row: i + 1, version, inputs: values });
  }
  return items;
}
