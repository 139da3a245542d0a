// The mail family (spec: GET/POST /api/v2/mail-group, GET/DELETE .../{id}, GET /api/v2/mail-group-member/{id},
// GET/POST /api/v2/external-mail, DELETE .../{id}, GET /api/v2/mail-api, GET/PUT .../{id}) and of our own
// (listed in docs/api-contract.md): POST /api/v2/mail-group/{id}/send, one mail to every address of a
// group through the mail outbox. Groups and addresses need manage-mail-group-manager; the mail API
// settings are changed with manage-report-analysis and read with either, as is the list of groups.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EXTERNAL_MAIL_PATH, MAIL_API_ACCESS, MAIL_API_PATH, MAIL_API_READ_ACCESS, MAIL_GROUP_ACCESS, MAIL_GROUP_MEMBER_PATH, MAIL_GROUP_PATH, mailGroupSendPath,
} from '../../../../src/resources/system/mail/model/wire';
import type { FeatureContext, FeatureRegistrar } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { parseApi, parseExternal, parseGroup, parseId, parseSend } from './input';
import { mailText } from './messages';
import {
  createExternal, deleteExternal, deleteGroup, groupMembers, listApis, listExternal, listGroups, readApi, readGroup, saveGroup, sendToGroup, updateApi,
} from './queries';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;
const keyword = (req: FastifyRequest) => queryText(req.locale, 'keyword', (req.query as Record<string, unknown>).keyword);

function registerGroupRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const what = (req: FastifyRequest) => mailText(req.locale, 'groups');
  const read = access({ rule: MAIL_GROUP_ACCESS, action: 'read', what });
  const write = access({ rule: MAIL_GROUP_ACCESS, action: 'write', what });
  const groupId = (req: IdRequest) => parseId(req.locale, req.params.id, 'groupNotFound');

  // The list (names, counts, no addresses) is also read by the mail API settings' screen.
  const readList = access({ rule: MAIL_API_READ_ACCESS, action: 'read', what });
  app.get(MAIL_GROUP_PATH, readList, async (req) => {
    const list = await listGroups(ctx.db, keyword(req));
    return ok({ list, total: list.length });
  });
  app.post(MAIL_GROUP_PATH, write, async (req) => {
    const id = await saveGroup(ctx.db, req.locale, parseGroup(req.locale, req.body), req.user!.name);
    return ok(await readGroup(ctx.db, req.locale, id));
  });
  app.get<{ Params: { id: string } }>(`${MAIL_GROUP_PATH}/:id`, read, async (req) => ok(await readGroup(ctx.db, req.locale, groupId(req))));
  app.delete<{ Params: { id: string } }>(`${MAIL_GROUP_PATH}/:id`, write, async (req) => {
    const id = groupId(req);
    await deleteGroup(ctx.db, req.locale, id);
    return ok({ id });
  });
  app.get<{ Params: { id: string } }>(`${MAIL_GROUP_MEMBER_PATH}/:id`, read, async (req) => {
    const id = groupId(req);
    await readGroup(ctx.db, req.locale, id);
    return ok({ list: await groupMembers(ctx.db, id) });
  });
  app.post<{ Params: { id: string } }>(mailGroupSendPath(':id'), write, async (req) => {
    const id = groupId(req);
    const result = await sendToGroup(ctx.db, req.locale, id, parseSend(req.locale, req.body), req.user!.name);
    void app.mailOutbox.wake();
    return ok(result);
  });

  app.get(EXTERNAL_MAIL_PATH, read, async (req) => {
    const list = await listExternal(ctx.db, keyword(req));
    return ok({ list, total: list.length });
  });
  app.post(EXTERNAL_MAIL_PATH, write, async (req) => ok(await createExternal(ctx.db, req.locale, parseExternal(req.locale, req.body), req.user!.name)));
  app.delete<{ Params: { id: string } }>(`${EXTERNAL_MAIL_PATH}/:id`, write, async (req) => {
    const id = parseId(req.locale, req.params.id, 'externalNotFound');
    await deleteExternal(ctx.db, req.locale, id);
    return ok({ id });
  });
}

function registerApiRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const what = (req: FastifyRequest) => mailText(req.locale, 'apis');
  const read = access({ rule: MAIL_API_READ_ACCESS, action: 'read', what });
  const write = access({ rule: MAIL_API_ACCESS, action: 'write', what });
  const apiId = (req: IdRequest) => parseId(req.locale, req.params.id, 'apiNotFound');

  app.get(MAIL_API_PATH, read, async () => {
    const list = await listApis(ctx.db);
    return ok({ list, total: list.length });
  });
  app.get<{ Params: { id: string } }>(`${MAIL_API_PATH}/:id`, read, async (req) => ok(await readApi(ctx.db, req.locale, apiId(req))));
  app.put<{ Params: { id: string } }>(`${MAIL_API_PATH}/:id`, write, async (req) => {
    const id = apiId(req);
    await updateApi(ctx.db, req.locale, id, parseApi(req.locale, req.body), req.user!.name);
    return ok(await readApi(ctx.db, req.locale, id));
  });
}

export const mailFeature: FeatureRegistrar = (app, ctx) => {
  registerGroupRoutes(app, ctx);
  registerApiRoutes(app, ctx);
};
