import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { makeQueryClient, shouldRetry } from '../../../src/shell/queryClient';

describe('query retries', () => {
  it('shows a refused read at once and retries a failed network or server answer twice', () => {
    for (const status of [400, 403, 404, 409, 422]) expect(shouldRetry(0, new HttpError('no', status))).toBe(false);
    expect(shouldRetry(0, new HttpError('down', 500))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new HttpError('down', 502))).toBe(false);
  });

  it("is the client's default for every query", async () => {
    const client = makeQueryClient();
    const calls = async (status: number) => {
      let n = 0;
      const failing = client.fetchQuery({ queryKey: ['x', status], retryDelay: 0, queryFn: () => Promise.reject(new HttpError('failed', status, { n: ++n })) });
      await expect(failing).rejects.toThrow('failed');
      return n;
    };
    expect(await calls(404)).toBe(1);
    expect(await calls(500)).toBe(3);
  });
});
