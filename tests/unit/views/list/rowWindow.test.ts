// Which rows a long list page renders for a view of its body.
import { describe, expect, it } from 'vitest';
import { firstWindow, rowWindow } from '../../../../src/views/list/rowWindow';

const view = { height: 720, rowPx: 36, total: 500 };

describe('the rows a list renders', () => {
  it('renders the rows in view and 12 beyond, edges on steps of 8', () => {
    // Rows 0-19 visible, 12 more below: 32.
    expect(rowWindow({ ...view, offset: 0 })).toEqual({ start: 0, end: 32 });
    // Rows 50-70 visible: 38 and 82, rounded out to 32 and 88.
    expect(rowWindow({ ...view, offset: 1800 })).toEqual({ start: 32, end: 88 });
  });

  it('keeps the same window while a scroll stays within a step', () => {
    expect(rowWindow({ ...view, offset: 1800 + 36 })).toEqual(rowWindow({ ...view, offset: 1800 }));
  });

  it('stops at the last row and counts the head above the body as no row', () => {
    expect(rowWindow({ ...view, offset: 500 * 36 - 720 })).toEqual({ start: 464, end: 500 });
    expect(rowWindow({ ...view, offset: -40 })).toEqual({ start: 0, end: 32 });
    expect(rowWindow({ ...view, total: 10, offset: 0 })).toEqual({ start: 0, end: 10 });
  });

  it('starts with the first 40 rows, or all of a shorter page', () => {
    expect(firstWindow(500)).toEqual({ start: 0, end: 40 });
    expect(firstWindow(7)).toEqual({ start: 0, end: 7 });
  });
});
