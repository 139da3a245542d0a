// One generated part before it becomes a material row: the generators give the facts of the part,
// materials.ts turns them into rows (cost, lead time, lifecycle ... chosen by the MPN's hash).

export interface PartSpec {
  /** Product line code; the manufacturer is the product line's. */
  line: string;
  mpn: string;
  description: string;
  package: string;
  mpq: number;
  /** Grams per piece (varied a little per part). */
  weight: number;
  /** USD standard-cost range; the part's cost is picked inside it. */
  cost: [number, number];
  /** Lead-time range in weeks. */
  lead: [number, number];
  hts: string;
  eccn?: string;
  /** A family just released: lifecycle "preview". */
  preview?: boolean;
  /** A legacy family: lifecycle EOL or obsolete. */
  legacy?: boolean;
}
