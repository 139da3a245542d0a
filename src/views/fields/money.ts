// Money is a number with its own scale; the currency, when declared, is a separate column of the record.
import type { MoneyField } from '../../schema';
import { numberView } from './number';

export const money = numberView<MoneyField>();
