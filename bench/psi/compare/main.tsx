// The PSI grid comparison page (bench/psi/gridCompare.ts): one grid, ?grid=ours or ?grid=ag, over the
// same PSI answer (/psi.json, the server's page of 500 rows). window.__bench runs one measurement:
// data arrival (the answer's text in hand) -> parsed, first rows painted and an arrow key answered.
import { createRoot } from 'react-dom/client';
import type { PsiPage } from '../../../src/contract/psi/types';
import { unwrapData } from '../../../src/dataProvider/envelope';
import { AgPsiGrid, agProbe } from './AgPsiGrid';
import { OursPsiGrid, oursProbe } from './OursPsiGrid';

export interface Probe {
  /** A cell of the grid is in the DOM. */
  hasCells(): boolean;
  /** The grid's keyboard focus on its first cell, ready for an arrow key. */
  focus(): void;
  /** Something that changes when the active cell moves. */
  activeCell(): string | null;
  scrollBy(dy: number, dx: number): void;
  domCells(): number;
  box(): { width: number; height: number };
}

const grid = new URLSearchParams(location.search).get('grid') === 'ag' ? 'ag' : 'ours';
const probe: Probe = grid === 'ag' ? agProbe : oursProbe;
const frame = () => new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));

async function until(test: () => boolean) {
  while (!test()) await frame();
}

async function tti(): Promise<{ parsed: number; painted: number; interactive: number }> {
  const text = await (await fetch('/psi.json')).text();
  const t0 = performance.now();
  const page = unwrapData(JSON.parse(text)) as PsiPage;
  const parsed = performance.now() - t0;
  createRoot(document.getElementById('box')!).render(grid === 'ag' ? <AgPsiGrid page={page} /> : <OursPsiGrid page={page} />);
  await until(() => probe.hasCells());
  const painted = (await frame()) - t0;
  probe.focus();
  const before = probe.activeCell();
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', code: 'ArrowRight', bubbles: true, cancelable: true }));
  await until(() => probe.activeCell() !== before);
  return { parsed, painted, interactive: (await frame()) - t0 };
}

/** Frames per second over 120 animation frames, each two lines down and every other one half a period right. */
function scrollFps(): Promise<number> {
  return new Promise((resolve) => {
    const stamps: number[] = [];
    const step = (ts: number) => {
      stamps.push(ts);
      probe.scrollBy(56, stamps.length % 2 ? 44 : 0);
      if (stamps.length < 120) requestAnimationFrame(step);
      else resolve(((stamps.length - 1) * 1000) / (stamps[stamps.length - 1] - stamps[0]));
    };
    requestAnimationFrame(step);
  });
}

/** The cells a person sees in the grid's box: lines below the header times frozen plus period columns. */
function visibleCells(): number {
  const { width, height } = probe.box();
  const lines = Math.ceil((height - 28) / 28);
  const frozenWidth = 180 + 150 + 116 + 76 + 96;
  return lines * (5 + Math.ceil((width - frozenWidth) / 88));
}

declare global {
  interface Window {
    __bench: () => Promise<{ parsed: number; painted: number; interactive: number; fps: number; cells: number; visible: number }>;
  }
}

window.__bench = async () => {
  const t = await tti();
  await frame();
  const fps = await scrollFps();
  await frame();
  return { ...t, fps, cells: probe.domCells(), visible: visibleCells() };
};
