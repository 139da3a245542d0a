// The rule for English left on a Chinese screen, shared by the browser sweep (the words on screen)
// and the unit test of the declarations' Chinese labels (the same words before they reach a screen).

/**
 * Latin words allowed on a Chinese screen: product, company and account names, codes and units. A
 * word of capitals or with a digit (MPN, SO, PO-0001, 2025Q1) is a code and always allowed.
 */
export const ENGLISH_ALLOWED = new Set(
  [
    // units and currencies
    'pcs', 'kg', 'g', 'mm', 'cm', 'km', 'ml', 'h', 'min', 'ms', 'px', 'x', 'kpcs', 'usd', 'rmb', 'cny', 'hkd', 'ntd', 'twd', 'eur', 'jpy',
    // the product's own names and the formats it reads and writes
    'excel', 'xlsx', 'xls', 'csv', 'pdf', 'edi', 'x12', 'sso', 'api', 'url', 'email', 'e-mail', 'id', 'ok', 'logo',
    // company and brand names of the trade
    'ti', 'texas', 'instruments', 'jusda', 'bangtai', 'sap', 'srp', 'qbr', 'rfq', 'vmi', 'ecpo', 'pdc', 'rma', 'opo', 'asn', 'dbp',
    // the demo accounts' names shown in the header and the footer's version line
    'administrator', 'olivia', 'operator', 'marcus', 'manager', 'vera', 'viewer', 'admin', 'op', 'audit01', 'audit02', 'demo', 'version',
    'distribution',
    // format hints
    'yyyy-qn', 'rohs', 'yyyy-mm-dd', 'yyyy-mm', 'hh',
    // the trade's forecast kinds, named so in both languages (Non-CF BU forecasts, Non-TI backlogs)
    'non-cf', 'non-ti',
    // technical names of the trade's products, written so in Chinese too
    'soc', 'wi-fi',
    // keys named in keyboard hints
    'enter', 'esc', 'tab', 'shift', 'ctrl', 'alt',
  ].map((w) => w.toLowerCase()),
);

/** Latin words in a zh-CN text that break the rule: not a code (capitals, digits), not an allowed name. */
export function englishWords(text: string): string[] {
  // Placeholders, API paths, permission codes and dotted keys quoted as examples are not words of the page.
  const prose = text
    .replace(/%?\{\w*\}/g, '')
    .replace(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g, '')
    .replace(/\S*\/\S*/g, '')
    .replace(/\b\w+(?:\.\w+)+\b/g, '');
  const words = prose.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]/g) ?? [];
  return words.filter((w) => !/^[A-Z0-9-]+$/.test(w) && !ENGLISH_ALLOWED.has(w.toLowerCase()));
}
