// The EDI record calls:
//   POST /api/v2/b2b/856        { list: [asn ids] } (SEND_856): each shipped ASN as an X12 856 (shipment /
//                               order / item / pack from its items and bags), recorded and queued in the
//                               EDI outbox for its ship customer, all in one transaction;
//   POST /api/v2/b2b/fetch/856  (IMPORT_856) and POST /api/v2/b2b/fetch/810 (IMPORT_810): an X12 file
//                               (multipart "file" or JSON "x12"), or with neither the EDI inbox's waiting
//                               documents, recorded and matched to their ASNs;
//   POST /api/v2/record861      (RECORD_861): an X12 861 file of receiving advices, recorded so.
// A bad document refuses the whole call (400 naming file, segment and line), nothing written. GET
// /api/v2/record810|856|861 and PUT /api/v2/record810/{id} are the declarations' generic calls.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import {
  FETCH_810_PATH, FETCH_856_PATH, IMPORT_810, IMPORT_856, RECORD_861, RECORD_861_PATH, SEND_856, SEND_856_PATH, type FetchAnswer, type Send856Answer,
} from '../../../../src/resources/analysis/ediRecords/model/wire';
import { ASN_STATUS } from '../../../../src/resources/shipment/asn/model/statuses';
import type { ResourceDeclaration } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { access, type RuleAccess } from '../../../http/routeAccess';
import { declAccess, fieldError } from '../../../records/request';
import { record810 as decl810, record856 as decl856, record861 as decl861 } from '../../../../src/resources/analysis/ediRecords/model';
import { alreadyRecorded, inboxDocuments, markFetched, oneWinner, parsed, seenBefore, sentFile, setAside, type Source } from './fetch';
import { ediRecordText } from './messages';
import { record810, record856, record861, sendAsn, type Recorded } from './records';
import { lockAsns } from './store';
import { parse810, parse861 } from './x12Invoice';
import { parse856 } from './x12Ship';

/** The ASN ids: `list` (the spec's word), `ids`, or a bare array; 1..500 positive whole numbers. */
function asnIds(req: FastifyRequest): number[] {
  const body = req.body as unknown;
  const raw = Array.isArray(body) ? body : body && typeof body === 'object' ? ((body as Record<string, unknown>).list ?? (body as Record<string, unknown>).ids) : undefined;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const ids = list.map((v) => (typeof v === 'number' || typeof v === 'string' ? String(v).trim() : '')).map((v) => (/^[1-9]\d{0,15}$/.test(v) ? Number(v) : NaN));
  if (!ids.length || ids.length > 500 || ids.some((id) => !Number.isSafeInteger(id))) throw fieldError('list', ediRecordText(req.locale, 'listMissing'));
  return [...new Set(ids)];
}

/** A call's own permission, its refusal naming the records it writes ("... EDI 810 invoices"). */
const writing = (decl: ResourceDeclaration, rule: RuleAccess['rule']): RuleAccess => ({ ...(declAccess(decl, 'write') as RuleAccess), rule });

interface Kind<D> {
  set: '856' | '810' | '861';
  parse: (text: string) => D[];
  /** The document's key among its sender's: what makes a second copy a duplicate. */
  key: (d: D) => { no: string; sender: string };
  exists: (trx: Transaction<DB>, d: D) => Promise<boolean>;
  record: (trx: Transaction<DB>, req: FastifyRequest, d: D, source: string) => Promise<Recorded>;
}

const exists = async (trx: Transaction<DB>, q: ReturnType<typeof sql>) => (await q.execute(trx)).rows.length > 0;
const user = (req: FastifyRequest) => req.user!;

const KIND_856: Kind<ReturnType<typeof parse856>[number]> = {
  set: '856', parse: parse856, key: (n) => ({ no: n.shipment_no, sender: n.sender_id }),
  exists: (trx, n) => exists(trx, sql`select 1 from record856 where direction = 'in' and partner_id = ${n.sender_id} and shipment_no = ${n.shipment_no}`),
  record: (trx, req, n, source) => record856(trx, req.locale, user(req), n, source),
};
const KIND_810: Kind<ReturnType<typeof parse810>[number]> = {
  set: '810', parse: parse810, key: (i) => ({ no: i.invoice_no, sender: i.sender_id }),
  exists: (trx, i) => exists(trx, sql`select 1 from record810 where sender_id = ${i.sender_id} and invoice_no = ${i.invoice_no}`),
  record: (trx, req, i, source) => record810(trx, req.locale, user(req), i, source),
};
const KIND_861: Kind<ReturnType<typeof parse861>[number]> = {
  set: '861', parse: parse861, key: (r) => ({ no: r.receipt_no, sender: r.sender_id }),
  exists: (trx, r) => exists(trx, sql`select 1 from record861 where sender_id = ${r.sender_id} and receipt_no = ${r.receipt_no}`),
  record: (trx, req, r, source) => record861(trx, req.locale, user(req), r, source),
};

/** Records every document of the file sent, or (`inbox`) of the EDI inbox's waiting ones, in one transaction. */
function fetchRoute<D>(ctx: FeatureContext, kind: Kind<D>, inbox: boolean) {
  return async (req: FastifyRequest) => {
    const file = sentFile(req);
    if (!file && !inbox) throw fieldError('file', ediRecordText(req.locale, 'fileMissing', { set: kind.set }));
    const answer = await oneWinner(req, () =>
      writeTransaction(ctx.db, async (trx): Promise<FetchAnswer> => {
        const sources: Source[] = file ? [file] : await inboxDocuments(trx, kind.set);
        const seen = new Set<string>();
        const out: FetchAnswer = { imported: 0, ids: [], duplicates: 0, mismatched: 0, set_aside: [] };
        for (const source of sources) {
          const { docs, problem } = parsed(req, kind.set, source, kind.parse);
          if (problem) {
            await setAside(trx, source, problem, req.user!.name);
            out.set_aside.push({ file: source.name, problem });
            continue;
          }
          for (const doc of docs) {
            const key = kind.key(doc);
            const again = seenBefore(seen, `${key.sender} ${key.no}`) || (await kind.exists(trx, doc));
            if (alreadyRecorded(req, source, { set: kind.set, ...key }, again)) {
              out.duplicates += 1;
              continue;
            }
            const done = await kind.record(trx, req, doc, source.name);
            out.ids.push(done.id);
            if (!done.matched) out.mismatched += 1;
          }
        }
        await markFetched(trx, sources, req.user!.name);
        out.imported = out.ids.length;
        return out;
      }),
    );
    return ok(answer);
  };
}

export function registerEdiRecordRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.post(SEND_856_PATH, access(writing(decl856, SEND_856)), async (req) => {
    const ids = asnIds(req);
    const answer = await writeTransaction(ctx.db, async (trx): Promise<Send856Answer> => {
      const asns = await lockAsns(trx, ids);
      const missing = ids.filter((id) => !asns.some((a) => a.id === id));
      if (missing.length) throw new ApiError(404, ediRecordText(req.locale, 'asnMissing', { ids: missing.join(', ') }));
      const notShipped = asns.filter((a) => a.status !== ASN_STATUS.shipped);
      if (notShipped.length) throw new ApiError(409, ediRecordText(req.locale, 'notShipped', { items: notShipped.map((a) => a.invoice_no).join(', ') }));
      const sent = (await sql<{ asn_id: number }>`select asn_id::int as asn_id from record856 where direction = 'out' and asn_id in (${sql.join(ids)})`.execute(trx)).rows;
      if (sent.length) throw new ApiError(409, ediRecordText(req.locale, 'alreadySent', { items: asns.filter((a) => sent.some((s) => s.asn_id === a.id)).map((a) => a.invoice_no).join(', ') }));
      const made: number[] = [];
      for (const asn of asns) {
        const id = await sendAsn(trx, req.user!, asn);
        if (id === null) throw new ApiError(409, ediRecordText(req.locale, 'noItems', { invoice: asn.invoice_no }));
        made.push(id);
      }
      return { sent: made.length, ids: made };
    });
    return ok(answer);
  });
  app.post(FETCH_856_PATH, takesFile(writing(decl856, IMPORT_856)), fetchRoute(ctx, KIND_856, true));
  app.post(FETCH_810_PATH, takesFile(writing(decl810, IMPORT_810)), fetchRoute(ctx, KIND_810, true));
  app.post(RECORD_861_PATH, takesFile(writing(decl861, RECORD_861)), fetchRoute(ctx, KIND_861, false));
}
