// RMA calls beyond the generic ones of the declaration (base /api/v1/rma), all with the RMA screen's
// rule (manage-rma-manager):
//   GET  /api/v1/rma/tasks                 the task list (the generic list)
//   POST /api/v1/rma/task/                 create a task with its parts and shipping rows (the generic lines save)
//   GET  /api/v1/rma/task/{id}             one task with its lines
//   POST /api/v1/rma/upload/notify/{id}    the notify letter (one file), while created or notified
//   POST /api/v1/rma/upload/callback/{id}  the vendor's callback, while notified or called back
//   GET  /api/v1/rma/file/{id}/{kind}      the newest uploaded notify or callback file (our path)
// notify/callback/release/{id} and PUT task/{id} (callback_date) are the declaration's commands.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { labelIn, type Label } from '../../../../src/schema';
import { label } from '../../../../src/schema/fields';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { access } from '../../../http/routeAccess';
import { ieText } from '../../../importExport/messages';
import { records } from '../../../records/recordService';
import { declAccess, notFound, pathId } from '../../../records/request';
import { forward } from '../../../http/forward';
import { latestFile, sendFile, storeFile } from './storedFiles';

const KINDS = {
  notify: { states: ['created', 'notified'], refused: label('The notify letter can change only before the vendor calls back', '原厂回复后不能再更换通知函') },
  callback: { states: ['notified', 'called_back'], refused: label("The vendor's callback can be uploaded once the vendor is notified and until the goods are released", '通知原厂后、放行前才能上传原厂回复') },
} satisfies Record<string, { states: string[]; refused: Label }>;
type Kind = keyof typeof KINDS;
const isKind = (k: string): k is Kind => k in KINDS;

export function registerRmaRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const rma = getResource('rma_task');
  const read = access(declAccess(rma, 'read'));
  const write = access(declAccess(rma, 'write'));

  app.get('/api/v1/rma/tasks', read, (req, reply) => forward(app, req, reply, 'GET', rma.api.base));
  app.post('/api/v1/rma/task', write, (req, reply) => forward(app, req, reply, 'POST', `${rma.api.base}/lines`));
  app.get('/api/v1/rma/task/:id', read, (req, reply) => forward(app, req, reply, 'GET', `${rma.api.base}/${pathId(req, 'id')}/lines`));

  for (const kind of Object.keys(KINDS) as Kind[]) {
    app.post(`/api/v1/rma/upload/${kind}/:id`, takesFile(declAccess(rma, 'write')), async (req) => {
      const id = pathId(req, 'id');
      const locale = req.locale;
      const file = req.upload;
      if (!file) throw new ApiError(400, ieText(locale, 'fileMissing'), [{ field: 'file', message: ieText(locale, 'fileMissing') }]);
      const row = await writeTransaction(ctx.db, async (trx) => {
        // Locked: an upload and a status change of the same task take turns.
        const task = (await sql<{ status: string }>`select status from rma_task where id = ${id} for update`.execute(trx)).rows[0];
        if (!task) throw notFound(req, rma, id);
        if (!KINDS[kind].states.includes(task.status)) throw new ApiError(409, labelIn(KINDS[kind].refused, locale));
        const meta = await storeFile(trx, 'rma_task', id, kind, file, req.user!.name);
        return records(req, rma, trx).update(id, { [`${kind}_file`]: meta, [`${kind}_doc`]: 'uploaded' }, { reason: `upload ${kind}` });
      });
      return ok(await records(req, rma, ctx.db).answer(row));
    });
  }

  app.get('/api/v1/rma/file/:id/:kind', read, async (req, reply) => {
    const id = pathId(req, 'id');
    const { kind } = req.params as { kind: string };
    const file = isKind(kind) ? await latestFile(ctx.db, 'rma_task', id, kind) : undefined;
    if (!file) throw notFound(req, rma, `${id}/${kind}`);
    return sendFile(reply, file);
  });
}
