import type { DecimalField } from '../../schema';
import { numberView } from './number';

export const decimal = numberView<DecimalField>();
