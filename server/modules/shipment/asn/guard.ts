// The generic line saves of the two ASN declarations (POST {base}/lines, PUT {base}/{id}/lines) and
// the supplier's generic header update and delete would bypass R21 and the state rules: those writes
// go through the ASN calls (./routes.ts), so these answer 405 naming them. Reads, transitions,
// commands, export and the managers' shipping-details update stay generic.
import type { FastifyInstance } from 'fastify';
import { asnOrder, myAsn } from '../../../../src/resources/shipment/asn/model';
import { sendError } from '../../../http/errors';
import { asnWords } from './words';

const esc = (s: string) => s.replace(/[/.]/g, '\\$&');
const LINES = new RegExp(`^(?:${esc(asnOrder.api.base)}|${esc(myAsn.api.base)})/(?:\\d+/)?lines/?(?:\\?|$)`);
const MY_RECORD = new RegExp(`^${esc(myAsn.api.base)}/\\d+/?(?:\\?|$)`);
const ADMIN_DELETE = new RegExp(`^${esc(asnOrder.api.base)}/\\d+/?(?:\\?|$)`);

export function guardGenericWrites(app: FastifyInstance) {
  app.addHook('preHandler', async (req, reply) => {
    const m = req.method;
    if (m === 'GET' || m === 'HEAD' || m === 'OPTIONS') return;
    const url = req.url;
    const blocked = ((m === 'POST' || m === 'PUT') && LINES.test(url)) || ((m === 'PUT' || m === 'DELETE') && MY_RECORD.test(url)) || (m === 'DELETE' && ADMIN_DELETE.test(url));
    if (!blocked) return;
    return sendError(reply, 405, asnWords(req.locale).useAsnCalls());
  });
}
