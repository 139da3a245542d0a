// A lazily loaded screen; a chunk that fails or takes too long shows "Loading chunk failed" with a
// retry instead of a blank page.
import { Alert, Button } from '@mui/material';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PageLoading } from './PageLoading';
import { lazyScreen, retryLazyScreen, type Loader } from './lazyScreen';

class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.error.retry')}
        </Button>
      }
    >
      {translate('app.error.loading_chunk')}
    </Alert>
  );
}

export function LazyScreen({ load, timeoutMs }: { load: Loader; timeoutMs?: number }) {
  const [attempt, setAttempt] = useState(() => ({ n: 0, Screen: lazyScreen(load, timeoutMs) }));
  const retry = () => setAttempt((a) => ({ n: a.n + 1, Screen: retryLazyScreen(load, timeoutMs) }));
  const { Screen } = attempt;
  return (
    <ChunkBoundary key={attempt.n} fallback={<ChunkFailed onRetry={retry} />}>
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </ChunkBoundary>
  );
}
