// @vitest-environment happy-dom
// An enum whose options carry colours is a state: lists show it as a coloured chip.
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { getResource } from '../../../src/resources/declarations';
import { signIn, withAppServer } from '../appServer';
import { renderAdmin, viewPath } from '../renderAdmin';

const app = withAppServer();
afterAll(() => app.server.app.server.closeAllConnections());

describe('state chips', { timeout: 60_000 }, () => {
  it('shows the vendor ratio audit state as a coloured chip', async () => {
    await signIn('op');
    renderAdmin(`${viewPath(getResource('vendor_ratio'), 'list')}?filter=${encodeURIComponent(JSON.stringify({ audit_status: '1' }))}`, { dataProvider, authProvider });
    const [pending] = await screen.findAllByText('Pending review', { selector: '.MuiChip-label' }, { timeout: 30000 });
    expect(pending.closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
  });
});
