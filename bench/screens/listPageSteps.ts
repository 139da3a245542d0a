// The list page bench's steps in the page (listPage.ts times them, listProfile.ts profiles them).
import type { Page } from 'playwright-core';

export const SIZE = 500;
export const LISTS: { name: string; path: string; api: string }[] = [
  { name: 'materials', path: '/management/material/materialManagement', api: '/api/v2/material/info' },
  { name: 'purchase orders', path: '/shipment/order/poManagement', api: '/api/v2/po' },
  { name: 'inventory history', path: '/analysis/inventoryHistory', api: '/api/v2/inventory/history' },
];

export interface Visit {
  /** Navigation to the list answer's last byte. */
  toData: number;
  /** The answer's last byte to SIZE rows painted. */
  dataToRows: number;
  domNodes: number;
  rowNodes: number;
}

/**
 * Navigates inside the app (history push, as a menu link does) and times, in the page's clock, the
 * list answer's last byte (Resource Timing) and the first frame after its rows are on screen: all
 * SIZE rows in the table, or (a list that renders rows as they come into view) rows filling the
 * list's visible box.
 */
export async function visit(page: Page, path: string, api: string): Promise<Visit> {
  return page.evaluate(
    async ({ path, api, size }) => {
      const isAnswer = (e: PerformanceEntry) => {
        const url = new URL(e.name);
        return url.pathname === api && url.searchParams.get('size') === String(size);
      };
      const answer = () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(isAnswer);
      const onScreen = () => {
        if (!answer()) return false;
        const rows = document.querySelectorAll('#main-content tbody tr.RaDatagrid-row');
        if (rows.length >= size) return true;
        const box = document.querySelector('#main-content .RaDatagrid-tableWrapper')?.getBoundingClientRect();
        const last = rows[rows.length - 1]?.getBoundingClientRect();
        return Boolean(box && last && last.bottom >= Math.min(box.bottom, innerHeight));
      };
      performance.clearResourceTimings();
      const start = performance.now();
      history.pushState({}, '', `${path}?page=1&size=${size}`);
      dispatchEvent(new PopStateEvent('popstate'));
      const rowsAt = await new Promise<number>((resolve, reject) => {
        const give = setTimeout(() => reject(new Error(`${path}: rows not on screen after 60 s`)), 60_000);
        const tick = () => {
          if (onScreen()) {
            // The frame after the one whose DOM had the rows: they are painted by then.
            requestAnimationFrame(() => {
              clearTimeout(give);
              resolve(performance.now());
            });
          } else requestAnimationFrame(tick);
        };
        tick();
      });
      const body = document.querySelector('#main-content tbody');
      return {
        toData: answer()!.responseEnd - start,
        dataToRows: rowsAt - answer()!.responseEnd,
        domNodes: document.getElementsByTagName('*').length,
        rowNodes: body ? body.getElementsByTagName('*').length + 1 : 0,
      };
    },
    { path, api, size: SIZE },
  );
}

type ScrollBox = (box: HTMLElement) => Promise<number>;

/**
 * Gives the page `__scrollBox(box)`: scrolls a box from top to bottom in 120 even frames and answers
 * the frames per second (the app's content security policy forbids eval, so it is installed this way).
 */
async function installScrollBox(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __scrollBox: ScrollBox }).__scrollBox = async (box) => {
      const frames = 120;
      const start = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      let last = start;
      for (let i = 1; i <= frames; i++) {
        // Re-read the height: a list that grows as it scrolls gets taller on the way.
        box.scrollTop = ((box.scrollHeight - box.clientHeight) * i) / frames;
        last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      }
      return (frames * 1000) / (last - start);
    };
  });
}

/**
 * The raw work: the same answer's rows as a bare table of text cells, appended and painted (ms), then
 * scrolled top to bottom in a box of the list's height as the list is (frames per second).
 */
export async function bareTable(page: Page, api: string): Promise<{ ms: number; fps: number }> {
  await installScrollBox(page);
  return page.evaluate(
    async ({ api, size }) => {
      const token = localStorage.getItem('token') ?? '';
      const res = await fetch(`${api}?page=1&size=${size}`, { headers: { authorization: `Bearer ${token}` } });
      const rows = ((await res.json()) as { data: { list?: Record<string, unknown>[] } | Record<string, unknown>[] }).data;
      const list = Array.isArray(rows) ? rows : (rows.list ?? []);
      const start = performance.now();
      const table = document.createElement('table');
      const tbody = table.createTBody();
      for (const row of list) {
        const tr = tbody.insertRow();
        for (const value of Object.values(row)) tr.insertCell().textContent = value === null || typeof value === 'object' ? '' : String(value);
      }
      const holder = document.createElement('div');
      holder.style.cssText = 'position:fixed;inset:0;overflow:auto;background:#fff;z-index:99999';
      holder.append(table);
      document.body.append(holder);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const ms = performance.now() - start;
      holder.style.cssText = 'position:fixed;left:0;right:0;top:0;height:calc(100vh - 170px);overflow:auto;background:#fff;z-index:99999';
      const fps = await (window as unknown as { __scrollBox: ScrollBox }).__scrollBox(holder);
      holder.remove();
      if (list.length < size) throw new Error(`${api}: ${list.length} rows, fewer than ${size}`);
      return { ms, fps };
    },
    { api, size: SIZE },
  );
}

/** Scrolls the list's own box from top to bottom in 120 even frames; frames per second and rows rendered at the end. */
export async function scrollThrough(page: Page): Promise<{ fps: number; rows: number }> {
  await installScrollBox(page);
  return page.evaluate(
    async () => {
      const scroller = document.querySelector<HTMLElement>('#main-content .RaDatagrid-tableWrapper') ?? document.scrollingElement!;
      const fps = await (window as unknown as { __scrollBox: ScrollBox }).__scrollBox(scroller as HTMLElement);
      // The rows below come in a frame or two after the last scroll.
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { fps, rows: document.querySelectorAll('#main-content tbody tr.RaDatagrid-row').length };
    },
  );
}
