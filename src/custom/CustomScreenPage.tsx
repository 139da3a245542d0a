// One hand-written screen behind its access rule, loaded lazily; a chunk that fails to load shows
// "Loading chunk failed" with a retry instead of a blank page.
import { Alert, Button } from '@mui/material';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { AccessDenied, Loading, useCanAccess, useTranslate } from 'react-admin';
import { lazyScreen } from './lazyScreen';
import type { CustomScreen } from './types';

export const screenResource = (screen: Pick<CustomScreen, 'path'>) => screen.path.replace(/^\//, '');

class ChunkBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
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

export function LazyScreen({ screen, timeoutMs }: { screen: Pick<CustomScreen, 'load'>; timeoutMs?: number }) {
  // A new attempt needs a new lazy component: React.lazy remembers a failed load.
  const [attempt, setAttempt] = useState(() => ({ n: 0, Screen: lazyScreen(screen, timeoutMs) }));
  const retry = () => setAttempt((a) => ({ n: a.n + 1, Screen: lazyScreen(screen, timeoutMs) }));
  const { Screen } = attempt;
  return (
    <ChunkBoundary key={attempt.n} fallback={() => <ChunkFailed onRetry={retry} />}>
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    </ChunkBoundary>
  );
}

export function CustomScreenPage({ screen }: { screen: CustomScreen }) {
  const { isPending, canAccess } = useCanAccess({ resource: screenResource(screen), action: 'read' });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  return <LazyScreen screen={screen} />;
}
