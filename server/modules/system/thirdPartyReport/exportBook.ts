// The report as an .xlsx: the per-party counts on one sheet, the failed and pending items on another,
// written with SheetJS as the other multi-sheet exports are (counts as numbers, times as text in UTC).
import * as XLSX from 'xlsx';
import type { ThirdPartyProblems, ThirdPartySummary } from '../../../../src/contract/thirdPartyReport';
import { tpWords } from './words';

function sheet(header: string, rows: (string | number)[][]): XLSX.WorkSheet {
  const head = header.split('|');
  const ws = XLSX.utils.aoa_to_sheet([head, ...rows]);
  ws['!cols'] = head.map((h, i) => ({ wch: Math.max(h.length + 2, ...rows.map((r) => String(r[i] ?? '').length + 1), 8) }));
  return ws;
}

export function writeReportBook(locale: string, summary: ThirdPartySummary, problems: ThirdPartyProblems): Buffer {
  const book = XLSX.utils.book_new();
  const counts = summary.list.map((r) => [r.party_type, r.party, r.kind, r.direction, r.total, r.failed, r.pending, r.last_at ?? '']);
  XLSX.utils.book_append_sheet(book, sheet(tpWords(locale, 'headSummary'), counts), tpWords(locale, 'sheetSummary'));
  const items = problems.list.map((p) => [p.party_type, p.party, p.kind, p.direction, p.state, p.source, p.ref ?? '', p.at, (p.reason ?? '').slice(0, 2000)]);
  XLSX.utils.book_append_sheet(book, sheet(tpWords(locale, 'headProblems'), items), tpWords(locale, 'sheetProblems'));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
