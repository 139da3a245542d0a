// The server's .xlsx zips, deflated by zlib: every zip reader sees the same parts (SheetJS, the
// import's own zip guard, the system's unzip), and a written workbook opens with its cells.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { zipParts } from '../../../server/importExport/nativeZip';
import { writeXlsx } from '../../../server/importExport/writeSheet';
import { inspectZip } from '../../../server/importExport/zipGuard';

const text = (s: string) => new TextEncoder().encode(s);

/** A part of a zip as SheetJS's zip reader sees it. */
function partText(zip: Buffer, name: string): string {
  const cfb = XLSX.CFB.read(zip, { type: 'buffer' });
  const index = cfb.FullPaths.findIndex((p: string) => p.endsWith(`/${name}`));
  return Buffer.from(cfb.FileIndex[index].content as Uint8Array).toString('utf8');
}

describe('zlib-deflated zips (server exports)', () => {
  const parts = [
    { name: '[Content_Types].xml', content: text('<Types/>') },
    { name: 'xl/worksheets/sheet1.xml', content: text('<row>'.repeat(10_000) + '中文') },
  ];
  const zip = zipParts(parts);

  it('holds the same parts for SheetJS, the import zip guard and unzip', () => {
    expect(partText(zip, 'xl/worksheets/sheet1.xml')).toBe('<row>'.repeat(10_000) + '中文');

    const verdict = inspectZip(zip, () => true);
    expect(verdict.ok).toBe(true);
    if (verdict.ok) expect([...verdict.parts.keys()].sort()).toEqual(['[Content_Types].xml', 'xl/worksheets/sheet1.xml']);

    const dir = mkdtempSync(join(tmpdir(), 'nativezip-'));
    try {
      writeFileSync(join(dir, 'a.zip'), zip);
      // `unzip -t` checks every part's CRC.
      expect(execFileSync('unzip', ['-t', join(dir, 'a.zip')]).toString()).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Deflated: far smaller than the 50 KB it holds.
    expect(zip.length).toBeLessThan(2_000);
  });

  it('writes a workbook whose cells, frozen header and date cells read back', () => {
    const data = writeXlsx(['Name', 'Qty', 'Day', 'OK'], [['=1+2', 3, '2026-03-01', true], ['b', null, null, false]], 'Things', { formats: ['general', 'general', 'date', 'general'] });
    const book = XLSX.read(data, { type: 'buffer', cellNF: true });
    const sheet = book.Sheets.Things;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, defval: null, raw: true }).slice(0, 1)).toEqual([['Name', 'Qty', 'Day', 'OK']]);
    expect(sheet.A2).toMatchObject({ t: 's', v: '=1+2' });
    expect(sheet.A2.f).toBeUndefined();
    expect(sheet.C2).toMatchObject({ t: 'n', z: 'yyyy-mm-dd' });
    expect(sheet.D3).toMatchObject({ t: 'b', v: false });
    expect(partText(data, 'xl/worksheets/sheet1.xml')).toContain('state="frozen"');
  });
});
