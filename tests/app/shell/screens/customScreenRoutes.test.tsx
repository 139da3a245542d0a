// @vitest-environment happy-dom
// Moving between two hand-written screens: the leaving screen never renders under the new route
// (it did, for a render: its queries fired with the new route's empty parameters, a 404 retried).
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CoreAdminRoutes } from 'react-admin';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { customScreenRoutes } from '../../../../src/shell/screens/customScreenRoutes';
import type { CustomScreen } from '../../../../src/shell/modules/types';
import { renderShell } from '../renderShell';

const seen: string[] = [];

function Charge() {
  const { id = '' } = useParams();
  seen.push(`charge:${id}`);
  return <Link to="/list">Back to the list</Link>;
}

function List() {
  seen.push('list');
  return <h1>The list</h1>;
}

const screen_ = (path: string, Screen: ComponentType): CustomScreen => ({
  path,
  specPath: path,
  access: { permissions: [] },
  public: true,
  load: async () => ({ default: Screen }),
});

describe('custom screen routes', () => {
  it('unmounts the leaving screen instead of rendering it under the next route', async () => {
    renderShell(<CoreAdminRoutes layout={({ children }) => <>{children}</>} catchAll={() => null} loading={() => null}>{customScreenRoutes([screen_('/charge/:id', Charge), screen_('/list', List)])}</CoreAdminRoutes>, { path: '/charge/50' });
    fireEvent.click(await screen.findByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(seen.filter((s) => s.startsWith('charge:'))).toEqual(seen.filter((s) => s === 'charge:50'));
    expect(seen).toContain('charge:50');
  });
});
