// @vitest-environment happy-dom
// A text field that names a common lookup (`suggest`) offers its values under the input: the plant
// of a storage location suggests the site codes the real server answers.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { getResource } from '../../../src/resources/declarations';
import { signIn, withAppServer } from '../appServer';
import { renderResourceView } from '../renderAdmin';

const app = withAppServer();
// A request abandoned on unmount leaves a keep-alive socket Fastify's close would wait for.
afterAll(() => app.server.app.server.closeAllConnections());

describe('lookup suggestions on text inputs', () => {
  it('suggests the site codes as the plant of a new storage location', async () => {
    const { rows } = await sql<{ plant: string }>`select distinct plant from sloc where status = 'active' order by plant`.execute(app.server.database.db);
    await signIn('op');
    renderResourceView(getResource('sloc'), 'create', { dataProvider, authProvider });
    const plant = await screen.findByLabelText(/^Plant/, {}, { timeout: 10000 });
    const listId = plant.getAttribute('list');
    expect(listId).toBeTruthy();
    await waitFor(() => {
      const options = [...document.querySelectorAll(`datalist#${listId} option`)].map((o) => o.getAttribute('value'));
      expect(options).toEqual(rows.map((r) => r.plant));
    });
  });
});
