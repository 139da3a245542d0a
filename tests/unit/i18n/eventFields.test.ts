// Every key the server writes into an event's before/after has words in both languages, so the event
// log and a record's history never show a raw field name: a declaration's label, else the history's
// words (screens.history.fields) from src/views/history or the module that writes the key, which
// the first page carries (the event log shows any module's events). The keys come from the server itself: the
// object literals of every recordEvent call, the user and role snapshots, and the typed rows spread
// into events (a new key in those types fails type-check here until it is listed).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NewFieldGuard } from '../../../server/fields/runtime';
import type { WriteOutcome } from '../../../server/importExport/writeRows';
import type { SlocInventoryTable } from '../../../server/modules/basic/sloc/tables';
import { roleSnapshot } from '../../../server/modules/system/admin/roleQueries';
import { userSnapshot } from '../../../server/modules/system/admin/userQueries';
import type { RoleRecord } from '../../../src/contract/roles';
import { enMessages } from '../../../src/i18n/en';
import { mergeMessages } from '../../../src/i18n/merge';
import { zhMessages } from '../../../src/i18n/zh';
import { appModules, buildRegistry } from '../../../src/registry';
import { fieldLabel, type HistoryContext, type Words } from '../../../src/views/history/eventDiff';

const registry = buildRegistry();
const ctx: HistoryContext = { declarations: await registry.loadDeclarations(), reasonWords: await registry.loadEventReasons() };

/** The first page's words in a language: the app's and every module's first-page messages. */
function firstPageWords(locale: 'en-US' | 'zh-CN'): Words {
  const tree = mergeMessages(locale === 'en-US' ? enMessages : zhMessages, ...appModules.flatMap((m) => m.messages ?? []).map((m) => m[locale]));
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
    return typeof value === 'string' ? value : undefined;
  };
}

const serverDir = resolve(__dirname, '../../../server');
const BOOKKEEPING = new Set(['id', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The text between a `{` at `open` and its matching `}`. */
function braced(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  return '';
}

/** Keys of the `before: { ... }` / `after: { ... }` literals in recordEvent calls (spreads are listed apart). */
function literalKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(serverDir)) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/recordEvent\(\w+, \{/g)) {
      const body = braced(text, call.index + call[0].length - 1);
      for (const part of body.matchAll(/\b(?:before|after): (?:\w+ && )?\{/g)) {
        const literal = braced(body, part.index + part[0].length - 1);
        for (const entry of literal.split(',')) {
          const key = /^\s*(\w+)\s*(?::|$)/.exec(entry)?.[1];
          if (key) keys.set(key, file.slice(serverDir.length + 1));
        }
      }
    }
  }
  return keys;
}

// Rows spread whole into events: their keys, kept in step with their types by tsc.
const importOutcome: Record<keyof WriteOutcome, true> = { inserted: true, updated: true };
const fieldGuard: Record<keyof NewFieldGuard, true> = { resource: true, field: true, name: true, description: true };
const slocInventory: Record<keyof SlocInventoryTable, true> = { id: true, sloc_id: true, material_id: true, plant: true, is_default: true, created_at: true, created_by: true };

describe('event field labels', () => {
  it('finds the keys of the server\'s event literals (else the check below proves nothing)', () => {
    const keys = literalKeys();
    for (const key of ['switched_back_to', 'switched_to', 'file', 'total', 'date', 'rows', 'name', 'users', 'kind', 'qualified']) expect(keys.has(key), key).toBe(true);
  });

  it('words every key the server writes into an event, in en-US and zh-CN', () => {
    const user = userSnapshot({ roles: [], permissions: [], fields: [] } as unknown as Parameters<typeof userSnapshot>[0]);
    const role = roleSnapshot({} as RoleRecord);
    const general = [...literalKeys().keys(), ...Object.keys(user), ...Object.keys(role), ...Object.keys(importOutcome), ...Object.keys(fieldGuard)];
    const missing: string[] = [];
    const words = { 'en-US': firstPageWords('en-US'), 'zh-CN': firstPageWords('zh-CN') };
    const check = (resource: string, key: string) => {
      if (BOOKKEEPING.has(key)) return;
      for (const locale of ['en-US', 'zh-CN'] as const) {
        const label = fieldLabel(ctx, resource, key, locale, words[locale]);
        if (!label.trim() || label === key) missing.push(`${resource}.${key} ${locale}`);
      }
    };
    for (const key of general) check('', key);
    for (const key of Object.keys(slocInventory)) check('sloc_inventory', key);
    expect([...new Set(missing)]).toEqual([]);
  });
});
