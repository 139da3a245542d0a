// While the server shuts down (a deploy, a restart), a request still reaching it on an open
// connection is answered 503 WITH Retry-After: the spec's client signs a user out on a bare 503
// (Fastify's own answer while closing), and keeps them signed in, retrying, when Retry-After comes.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../src/schema';
import { sendError } from './errors';

/** Seconds a caller waits before asking again: another replica, or this one restarted, answers then. */
export const CLOSING_RETRY_SECONDS = 5;

const words: Record<Locale, string> = {
  'en-US': 'The server is restarting. Please try again in a moment.',
  'zh-CN': '服务器正在重启，请稍后重试。',
};

/** For an app built with `return503OnClosing: false`: from the first preClose hook on, every new request gets the 503 with Retry-After. */
export function installClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!closing) return;
    reply.header('retry-after', String(CLOSING_RETRY_SECONDS)).header('connection', 'close');
    return sendError(reply, 503, words[req.locale]);
  });
}
