// POST /api/v1/logger/frontend { tag, message }: the production app reports an unhandled UI error,
// which becomes one JSON line in the server's error log (server/http/errorLog.ts). Open without a
// token (an error can happen before sign-in), so it is capped: 20 reports a minute per address,
// a tag of 100 and a message of 4,000 bytes (longer text is cut, never refused, so the report lands).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { truncateUtf8 } from '../../src/schema';
import { addressKey, limitAttempts } from '../auth/rateLimit';
import type { DB } from '../db/types';
import { errorLog } from '../http/errorLog';
import { ok } from '../http/errors';
import { fieldError } from '../http/params';
import { access } from '../http/routeAccess';
import { bodyOf } from '../http/requestParts';

export const FRONTEND_REPORTS_PER_MINUTE = 20;
const TAG_BYTES = 100;
const MESSAGE_BYTES = 4000;

export function registerFrontendLogRoute(app: FastifyInstance, db: Kysely<DB>) {
  app.post('/api/v1/logger/frontend', access('public'), async (req) => {
    const locale = req.locale;
    const body = bodyOf(req);
    for (const field of ['tag', 'message'] as const) {
      if (typeof body[field] !== 'string' || !(body[field] as string).trim()) throw fieldError(locale, field, locale === 'zh-CN' ? '必须是非空文本' : 'must be non-empty text');
    }
    await limitAttempts(db, req, [{ key: addressKey('frontendLog', req), limit: FRONTEND_REPORTS_PER_MINUTE }]);
    const line = {
      level: 'warn',
      source: 'frontend',
      time: new Date().toISOString(),
      requestId: req.id,
      tag: truncateUtf8((body.tag as string).trim(), TAG_BYTES),
      message: truncateUtf8(body.message as string, MESSAGE_BYTES),
      userAgent: truncateUtf8(String(req.headers['user-agent'] ?? ''), 200),
    };
    errorLog.write(JSON.stringify(line));
    return ok(null);
  });
}
