// One hand-written screen behind its access rule, loaded lazily.
import { AccessDenied, useCanAccess } from 'react-admin';
import { PageLoading } from '../lazy/PageLoading';
import { LazyScreen } from '../lazy/LazyScreen';
import type { CustomScreen } from '../modules/types';

export const screenResource = (screen: Pick<CustomScreen, 'path'>) => screen.path.replace(/^\//, '');

export function CustomScreenPage({ screen }: { screen: CustomScreen }) {
  return screen.public ? <LazyScreen load={screen.load} /> : <GuardedScreen screen={screen} />;
}

function GuardedScreen({ screen }: { screen: CustomScreen }) {
  const { isPending, canAccess } = useCanAccess({ resource: screenResource(screen), action: 'read' });
  if (isPending) return <PageLoading />;
  if (!canAccess) return <AccessDenied />;
  return <LazyScreen load={screen.load} />;
}
