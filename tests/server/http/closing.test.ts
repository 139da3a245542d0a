// A request reaching the server while it shuts down is "come back later" (503 WITH Retry-After),
// never Fastify's bare 503, which the spec's client reads as "sign out".
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSING_RETRY_SECONDS } from '../../../server/http/closing';
import { startTestServer, TEST_BACKEND, type TestServer } from '../harness';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a request arriving while the server closes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(TEST_BACKEND);
  });
  afterAll(() => server.close());

  it('is answered 503 with Retry-After, in the caller language, and the request under way still completes', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const body = JSON.stringify({ username: 'nobody-at-all', password: 'wrong-password' });
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    // A sign-in under way (half its body sent) keeps the connection busy while the server starts closing.
    socket.write(`POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
    await pause(200);
    const closed = server.app.close();
    await pause(100);
    // The rest of that body, then a new request on the same connection, after closing began.
    socket.write(`${body.slice(10)}GET /api/v1/info HTTP/1.1\r\nHost: x\r\nAccept-Language: zh-CN\r\n\r\n`);
    await ended;
    await closed;
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).not.toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1].toLowerCase()).toContain(`retry-after: ${CLOSING_RETRY_SECONDS}\r\n`);
    expect(answers[1]).toContain('服务器正在重启');
  });
});
