// @vitest-environment happy-dom
// Custom screens load lazily; a chunk that fails or never arrives shows a retry, not a blank page.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyScreen } from '../../../src/shell/lazy/LazyScreen';
import { allNow, keptOnce, mapNow } from '../../../src/shell/lazy/readyNow';
import { renderShell } from './renderShell';

afterEach(cleanup);

const Screen = () => <p>the screen</p>;

describe('a lazily loaded screen', () => {
  it('says the chunk failed and loads it again on Retry', async () => {
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: Screen }));
    renderShell(<LazyScreen load={load} />);
    expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the screen')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('gives up on a chunk that does not arrive in time', async () => {
    const load = () => new Promise<{ default: typeof Screen }>(() => {});
    renderShell(<LazyScreen load={load} timeoutMs={30} />);
    expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
  });

  it('shows a screen whose code and words are loaded already on its first render, without suspending', async () => {
    const code = keptOnce(() => Promise.resolve({ default: Screen }));
    const words = keptOnce(() => Promise.resolve('words'));
    await Promise.all([code(), words()]);
    // A screen composed of loaded parts (a record opened from its list): there at once, no fallback for React to hold.
    renderShell(<LazyScreen load={() => mapNow(allNow([code(), words()] as const), ([loaded]) => loaded)} />);
    expect(screen.getByText('the screen')).toBeInTheDocument();
    cleanup();
    // One part still to come: it suspends, then shows.
    const later = keptOnce(() => Promise.resolve('later'));
    renderShell(<LazyScreen load={() => mapNow(allNow([code(), later()] as const), ([loaded]) => loaded)} />);
    expect(screen.queryByText('the screen')).not.toBeInTheDocument();
    expect(await screen.findByText('the screen')).toBeInTheDocument();
  });
});
