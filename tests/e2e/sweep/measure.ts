// What the sweep reads off one screen, in the browser: the page's width against the viewport, raw
// message keys or `%{…}` placeholders, English words left on a Chinese screen, and list row heights.
import type { Page } from 'playwright-core';
import { ENGLISH_ALLOWED } from '../../shared/chineseWords';

export interface Figures {
  /** document.documentElement.scrollWidth and window.innerWidth. */
  scrollWidth: number;
  innerWidth: number;
  /** Raw keys and placeholders seen anywhere on the page. */
  rawWords: string[];
  /** English words in the page's own words (headings, labels, buttons, column heads, menus), zh-CN only. */
  english: string[];
  /** The tallest of the first rows of each list table (rows holding inputs are editors, not read), px; 0 when the screen shows no rows. */
  tallestRow: number;
}

/** A message key shown instead of its words: `screens.order.tabs.items`, `ra.action.save`, `app.menu.x`. */
const RAW_KEY = /(?<![\w@/.:-])(?:[a-z]{2,}(?:\.[a-zA-Z_]{2,}){2,}|ra\.[a-z_]+(?:\.[a-zA-Z_]+)*)(?![\w@/-]|\.\w)/g;
/** A polyglot placeholder left unfilled: `%{count}`. */
const PLACEHOLDER = /%\{\w*\}/g;
/** Dotted words that are not keys: file names, hosts and the like shown as data. */
const NOT_KEYS = /\.(xlsx|xls|csv|pdf|png|jpg|txt|json|xml|zip|com|cn|net|org|local)$/i;


/**
 * Reads the figures of the screen on the page now; `chinese` turns the English check on. A record's
 * page (`recordPage`) is headed by the record's title, which is data.
 */
export function measure(page: Page, chinese: boolean, recordPage: boolean): Promise<Figures> {
  return page.evaluate(
    ({ rawKey, placeholder, notKeys, allowed, chinese, recordPage }) => {
      const visible = (el: Element) => {
        const box = (el as HTMLElement).getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const text = document.body.innerText;
      const keyPattern = new RegExp(rawKey, 'g');
      const keys = (text.match(keyPattern) ?? []).filter((k) => !new RegExp(notKeys, 'i').test(k));
      const rawWords = [...new Set([...keys, ...(text.match(new RegExp(placeholder, 'g')) ?? [])])];

      // The page's own words: headings, labels, buttons, column heads, menus, tabs, dialogs, helper
      // texts, pagination and empty states. Table bodies and field values are records' data, and a
      // record page's heading and breadcrumb end with its title: they may be English in any language.
      const CHROME =
        'h1, h2, h3, h4, h5, h6, th, label, legend, button, [role="tab"], [role="menuitem"], [role="columnheader"], .MuiTablePagination-root, .MuiFormHelperText-root, .RaLabeled-label, .MuiDialogTitle-root, .MuiInputLabel-root, .MuiListSubheader-root, [class*="RaEmpty"], [class*="noResults"]';
      // The app bar's title repeats the page's title (a record's name on its own pages).
      // A screen marks a record's own words inside its headings with data-record-text (a SLOC's name).
      const DATA = `tbody, input, textarea, [role="combobox"], .MuiChip-label, nav[aria-label] li:last-child, header h6, #react-admin-title, [data-record-text]${recordPage ? ', h1' : ''}`;
      const english = new Map<string, string>();
      if (chinese) {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          if (!el || !el.closest(CHROME) || el.closest(DATA) || el.closest('h1 span') || !visible(el)) continue;
          for (const word of node.textContent?.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]/g) ?? []) {
            if (word.length < 2 || /^[A-Z0-9-]+$/.test(word) || allowed.includes(word.toLowerCase())) continue;
            if (!english.has(word)) english.set(word, `${word} in <${el.closest(CHROME)!.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`);
          }
        }
        for (const input of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
          const text = input.getAttribute('placeholder') ?? '';
          for (const word of text.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]/g) ?? []) {
            if (/^[A-Z0-9-]+$/.test(word) || allowed.includes(word.toLowerCase()) || !visible(input)) continue;
            if (!english.has(word)) english.set(word, `${word} in placeholder "${text.slice(0, 40)}"`);
          }
        }
      }

      let tallestRow = 0;
      for (const table of document.querySelectorAll('table')) {
        if (!visible(table)) continue;
        for (const row of [...table.querySelectorAll(':scope > tbody > tr')].slice(0, 20)) {
          // A grid being edited (inputs in its cells) is a form, not a list to read.
          if (row.querySelector('input:not([type="checkbox"]), textarea, select')) continue;
          tallestRow = Math.max(tallestRow, Math.round(row.getBoundingClientRect().height));
        }
      }
      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        rawWords,
        english: [...english.values()],
        tallestRow,
      };
    },
    { rawKey: RAW_KEY.source, placeholder: PLACEHOLDER.source, notKeys: NOT_KEYS.source, allowed: [...ENGLISH_ALLOWED], chinese, recordPage },
  );
}
