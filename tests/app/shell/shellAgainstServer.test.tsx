// @vitest-environment happy-dom
// The shell around a real screen, against the real server (in process, listening on a port),
// through the real dataProvider and authProvider: environment badge, watermark, footer and the
// version dialog with figures the server read from this machine.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { getResource, raName } from '../../../src/resources/declarations';
import type { TileContext } from '../../../src/shell/watermarkTile';
import { signIn, withAppServer } from '../appServer';
import { renderAdmin } from '../renderAdmin';

withAppServer();

afterEach(() => vi.restoreAllMocks());

/** jsdom has no canvas: a stand-in 2D context records what the watermark draws. */
function fakeCanvas() {
  const fillText = vi.fn();
  const ctx: TileContext = { font: '', fillStyle: '', textAlign: 'start', textBaseline: 'alphabetic', clearRect: vi.fn(), translate: vi.fn(), rotate: vi.fn(), fillText };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
  return { fillText };
}

const listPath = (name: string) => `/${raName(getResource(name))}`;

describe('the shell against the real server', () => {
  it('marks the development server DEV and draws the user name as a watermark that lets clicks through', async () => {
    const { fillText } = fakeCanvas();
    await signIn('admin');
    renderAdmin(listPath('bg'), { dataProvider, authProvider });
    expect(await screen.findByTestId('environment-badge', {}, { timeout: 10000 })).toHaveTextContent('DEV');
    const watermark = await screen.findByTestId('watermark');
    expect(fillText).toHaveBeenCalledWith('admin', 0, 0);
    expect(watermark).toHaveStyle({ position: 'fixed', pointerEvents: 'none' });
    expect(watermark.style.backgroundImage).toContain('data:image/png;base64,AAAA');
  });

  it('opens the version dialog from the footer with the server version and its real disks and memory', async () => {
    fakeCanvas();
    await signIn('manager');
    renderAdmin(listPath('bg'), { dataProvider, authProvider });
    expect(screen.getByText(`© ${new Date().getFullYear()} Hanhai Electronics`)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Version 1.2.3' }, { timeout: 10000 }));
    const dialog = await screen.findByRole('dialog', { name: 'About this system' });
    const disks = await within(dialog).findByRole('table', { name: 'Disk usage' }, { timeout: 10000 });
    expect(within(disks).getByRole('cell', { name: '/' })).toBeInTheDocument();
    expect(within(disks).getAllByText(/^\d{1,3}\.\d{2} %$/).length).toBeGreaterThan(0);
    const summary = within(dialog).getByRole('table', { name: 'About this system' });
    expect(within(summary).getByRole('row', { name: /Version 1\.2\.3/ })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: /Environment Development/ })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: /Memory \d{1,3}\.\d{2} %/ })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: /System time \d{4}-\d{2}-\d{2} \d{2}:\d{2}/ })).toBeInTheDocument();
  });
});
