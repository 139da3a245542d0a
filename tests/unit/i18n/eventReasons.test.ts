// Every fixed reason the server writes on an event has words in both languages, so a Chinese event
// log reads 数量变更, not "quantity change". The reasons come from the server's source: the
// `reason: '...'` literals and the reasons handed to the modules' event helpers. The words are the
// modules' own (src/resources/<area>/<module>/eventReasons.ts), gathered by the registry.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRegistry } from '../../../src/registry';

const knownReason = await buildRegistry().loadEventReasons();

const serverDir = resolve(__dirname, '../../../server');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') && !path.includes('/seed') ? [path] : [];
  });

/** `reason: 'x'` of recordEvent/updateIn/records(…).update calls and the reason argument of the modules' event helpers. */
function serverReasons(): Set<string> {
  const found = new Set<string>();
  for (const file of files(serverDir)) {
    const text = readFileSync(file, 'utf8');
    for (const line of text.split('\n').filter((l) => /recordEvent\(|updateIn\(|\.update\(/.test(l))) for (const m of line.matchAll(/\breason: '([^']+)'/g)) found.add(m[1]);
    for (const m of text.matchAll(/\bonItem\(req, '([^']+)'/g)) found.add(m[1]);
    for (const m of text.matchAll(/\b(?:touch|touchOrder|event|saveCase|write)\(trx, req, [^;\n]*?, '([^']+)'(?:, \{[^;\n]*?\})?\)/g)) found.add(m[1]);
  }
  return found;
}

describe('event reasons', () => {
  it('finds the server\'s reasons (else the check below proves nothing)', () => {
    const reasons = serverReasons();
    for (const r of ['quantity change', 'bind forecast', 'delete item', 'sent to TI', 'book on-way']) expect(reasons.has(r), r).toBe(true);
  });

  it('words every one in en-US and zh-CN', () => {
    const missing = [...serverReasons()].filter((r) => !/^(po|pre_po)$/.test(r) && !(knownReason(r)?.en.trim() && /[\u4e00-\u9fff]/.test(knownReason(r)?.zh ?? '')));
    expect(missing).toEqual([]);
  });

  it('words reasons carrying a value, keeping the value', () => {
    expect(knownReason('upload costbook')?.zh).toBe('上传：成本手册');
    expect(knownReason('item 3 changed')?.zh).toBe('第 3 行已修改');
    expect(knownReason('shift PO-1 -> PO-2')?.en).toBe('Shifted PO-1 → PO-2');
  });
});
