// A plainly valid import value, recognised without running yup: the value the field's yup rule
// would give back, or undefined to let the rule decide (and word any message). For 50,000 rows the
// columns whose every value differs (MPN, description ...) cost one validateSync each, about half a
// second of an import; these checks take a few milliseconds. Each kind module in src/schema/kinds
// says what it accepts; tests compare the checks with yup value by value.
import { kindOf, type Field } from '../../src/schema';
import { never } from '../../src/schema/kinds/cellRules';
import type { FastAccept } from '../../src/schema/kinds';

export type { FastAccept } from '../../src/schema/kinds';

export function fastAccept(field: Field | undefined): FastAccept {
  return field ? kindOf(field).fastAccept(field) : never;
}
