// PSI grouping rules 1–5 (R25): which key columns a row is grouped by and shown with. The spec fixes
// rule 5 (it adds BG, BU, EC_Code, Plant and SLOC) and the balance column index per rule: 5, 6, 8, 9,
// 10. The index is the number of key columns before the first period column, so in the spreadsheet
// period p sits in column index + p (1-based): the colour formula reads columns s+1..s+4, s+5..s+8,
// s+9..s+52. Rules 1–4 are ours, each a step from the base to rule 5 (docs/domain/planning-psi.md):
//   1  CPN, MPN, Manufacturer, on_hands, on_ways                                   (5)
//   2  + BG                                                                        (6)
//   3  + BG, BU, Plant                                                             (8)
//   4  + BG, BU, Plant, SLOC                                                       (9)
//   5  + BG, BU, EC_Code, Plant, SLOC                                              (10)
// on_hands and on_ways are the stock of the group (summed over the SLOCs a rule does not split by).

export type PsiKeyColumn = 'CPN' | 'MPN' | 'Manufacturer' | 'BG' | 'BU' | 'EC_Code' | 'Plant' | 'SLOC';
export type PsiColumn = PsiKeyColumn | 'on_hands' | 'on_ways';
export type PsiRule = 1 | 2 | 3 | 4 | 5;

export const PSI_RULES: PsiRule[] = [1, 2, 3, 4, 5];
export const DEFAULT_RULE: PsiRule = 5;

const BASE: PsiKeyColumn[] = ['CPN', 'MPN', 'Manufacturer'];
const ADDED: Record<PsiRule, PsiKeyColumn[]> = {
  1: [],
  2: ['BG'],
  3: ['BG', 'BU', 'Plant'],
  4: ['BG', 'BU', 'Plant', 'SLOC'],
  5: ['BG', 'BU', 'EC_Code', 'Plant', 'SLOC'],
};

/** The columns a rule groups by, in the order they are shown. */
export function groupColumns(rule: PsiRule): PsiKeyColumn[] {
  const added = ADDED[rule];
  // BG, BU, EC, Plant, SLOC read left to right after the part; the part's CPN, MPN, Manufacturer first.
  return [...BASE, ...added];
}

/** Every key column of a rule's sheet, stock last: the balance column index is their count. */
export const ruleColumns = (rule: PsiRule): PsiColumn[] => [...groupColumns(rule), 'on_hands', 'on_ways'];

/** The spec's balance column index by rule (16 without a rule). */
export function balanceColumnIndex(rule: PsiRule | undefined): number {
  return rule ? ruleColumns(rule).length : 16;
}

export const isRule = (value: unknown): value is PsiRule => PSI_RULES.includes(Number(value) as PsiRule) && String(value) === String(Number(value));
