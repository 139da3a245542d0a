// The app's react-query client. A refused read (4xx: not found, forbidden, bad parameters) gives the
// same answer when asked again, so it is shown at once; react-query's default retried every failure
// three times with back-off, about 7 s of spinner before a "not found". A network failure or a
// server error is retried twice. (A busy answer's Retry-After is honoured by the dataProvider itself.)
import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const makeQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
