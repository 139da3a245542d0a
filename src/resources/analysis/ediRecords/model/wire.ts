// What the browser and the server share of the EDI record calls: their access rules and answers.
import type { AccessRule } from '../../../../schema/types';
import { label } from '../../../../schema/fields';

/** History: record 856 ({token} in routes.json): view-record856 reads, import-856 fetches received 856s. */
export const RECORD856_ACCESS: AccessRule = { permissions: ['view-record856', 'import-856'], write: [] };
export const IMPORT_856: AccessRule = { permissions: ['import-856'] };
/** Sending ASNs as 856s is the ASN managers' work (the ASN screen's writers). */
export const SEND_856: AccessRule = { permissions: ['manage-asn'] };

/** History: record 810: view-record810 reads, manage-record810 edits (review, remark), import-810 fetches. */
export const RECORD810_ACCESS: AccessRule = { permissions: ['view-record810', 'manage-record810', 'import-810'], write: ['manage-record810'] };
export const IMPORT_810: AccessRule = { permissions: ['import-810'] };

/** History: record 861: manage-861 reads, records receiving advices (POST /api/v2/record861), remarks and deletes them. */
export const RECORD861_ACCESS: AccessRule = { permissions: ['manage-861'] };
export const RECORD_861: AccessRule = { permissions: ['manage-861'] };

export const FETCH_856_PATH = '/api/v2/b2b/fetch/856';
export const SEND_856_PATH = '/api/v2/b2b/856';
export const FETCH_810_PATH = '/api/v2/b2b/fetch/810';
export const RECORD_861_PATH = '/api/v2/record861';

/** How a received document stands against the ASNs (matched by invoice number, else by PO). */
export const MATCH_STATUSES = [
  { value: 'matched', label: label('Matches its ASN', '与 ASN 一致'), color: 'success' as const },
  { value: 'differs', label: label('Differs from its ASN', '与 ASN 不一致'), color: 'warning' as const },
  { value: 'unmatched', label: label('No ASN found', '未找到 ASN'), color: 'error' as const },
];
export type MatchStatus = 'matched' | 'differs' | 'unmatched';

/** The answer of a fetch (a file, or the EDI inbox): records made, and inbox documents left aside. */
export interface FetchAnswer {
  imported: number;
  ids: number[];
  /** Inbox documents already imported before (kept as fetched, not imported twice). */
  duplicates: number;
  /** Imported records that did not match an ASN exactly (listed on the screen, not lost). */
  mismatched: number;
  /** Inbox documents that are not readable X12: set aside with their problem, no longer waiting. */
  set_aside: { file: string; problem: string }[];
}

/** POST /api/v2/b2b/856 { list: [asn ids] }: the 856 records made and queued in the EDI outbox. */
export interface Send856Answer {
  sent: number;
  ids: number[];
}
