// @vitest-environment happy-dom
// The hand-written screens' pagers speak the screen's language: on a zh-CN screen the rows-per-page
// label and the "1-20 of N" range are Chinese, not MUI's English defaults.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { signIn, withAppServer } from '../appServer';
import { renderAdmin } from '../renderAdmin';

withAppServer();
const LONG = { timeout: 30000 };
const pagerText = () => document.querySelector('.MuiTablePagination-root')?.textContent ?? '';

describe('pagination words on the hand-written screens', () => {
  it.each(['/my/mySloc', '/management/vmi/vmiGRProgress', '/management/price/materialPrice'])(
    '%s shows its pager in Chinese on a zh-CN screen',
    { timeout: 120_000 },
    async (path) => {
      await signIn('admin');
      renderAdmin(path, { dataProvider, authProvider, locale: 'zh-CN' });
      await waitFor(() => expect(pagerText()).toMatch(/第 \d+-\d+ 条，共 [\d,]+ 条/), LONG);
      expect(pagerText()).not.toMatch(/Rows|of/);
      if (path === '/my/mySloc') expect(screen.getByText('每页行数：')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '转到下一页' })).toBeInTheDocument();
    },
  );
});
