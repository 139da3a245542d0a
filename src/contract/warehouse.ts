// What the browser and the server share of the 3PL warehouse, pre-maxout and quality-certificate calls
// that are hand-written (issue 12): permissions, paths and wire shapes.

/** The four pre-maxout stages' permissions: each grants its own stage's action only. */
export const PRE_MAXOUT_PERMISSION = {
  target: 'manage-pre-maxout-target',
  list: 'manage-pre-maxout-list',
  compile: 'manage-pre-maxout-compile',
  final: 'manage-pre-maxout-final',
} as const;

export const PRE_MAXOUT_BASE = '/api/v2/pre-maxout';

/** One write-off line of a pre-maxout case. Quantities are integers, money exact decimal strings. */
export interface PreMaxoutItem {
  id: number;
  line_no: number;
  material_id: number;
  mpn: string;
  qty: number;
  unit_cost: string;
  amount: string;
  result_qty: number | null;
  result_amount: string | null;
  remark: string | null;
}

/** POST /api/v2/pre-maxout/detail (the list stage): the case's lines, replacing those it had. */
export interface PreMaxoutDetailBody {
  id: number;
  version: number;
  items: { material_id?: number; mpn?: string; qty: number; unit_cost: string | number; remark?: string }[];
}

/** POST /api/v2/pre-maxout/result (the compile stage): the quantity written off on every line. */
export interface PreMaxoutResultBody {
  id: number;
  version: number;
  items: { id: number; result_qty: number }[];
}

/** The 3PL notices' status edit: PUT /api/v1/bangtai/{kind}/status/{id}. */
export type BangtaiNoticeKind = 'inbound' | 'outbound';
export const bangtaiStatusPath = (kind: BangtaiNoticeKind, id: number | string) => `/api/v1/bangtai/${kind}/status/${id}`;
export interface BangtaiStatusBody {
  version?: number;
  status: string;
}

/** Quality certificates' file: upload to POST {base}/file/{id}, download GET {base}/file/download?id=. */
export const QA_BASE = '/api/v2/quality-assurance';
export const qaUploadPath = (id: number | string) => `${QA_BASE}/file/${id}`;
export const qaDownloadPath = `${QA_BASE}/file/download`;
