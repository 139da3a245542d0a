// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createReporter, installFrontendErrorReporter, MAX_REPORTS_PER_PAGE, type ErrorReport } from '../../../src/shell/errors/frontendErrorReporter';

describe('the frontend error reporter', () => {
  it('sends each distinct error once, at most a few per page, and swallows a failed send', async () => {
    const sent: ErrorReport[] = [];
    const report = createReporter(async (r) => {
      sent.push(r);
      throw new Error('offline');
    });
    report({ tag: 'a', message: 'same' });
    report({ tag: 'a', message: 'same' });
    for (let i = 0; i < 20; i++) report({ tag: 'b', message: `m${i}` });
    await Promise.resolve();
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
    expect(sent[0]).toEqual({ tag: 'a', message: 'same' });
  });

  it('reports uncaught errors and unhandled rejections of the window', () => {
    const sent: ErrorReport[] = [];
    installFrontendErrorReporter(window, (r) => sent.push(r));
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = 'quota exceeded';
    window.dispatchEvent(rejection);
    expect(sent.map((r) => r.tag)).toEqual(['window.error', 'unhandledrejection']);
    expect(sent[0].message).toMatch(/^TypeError: x is undefined/);
    expect(sent[1].message).toMatch(/^quota exceeded @ \//);
  });
});
