import type { IntegerField } from '../../schema';
import { numberView } from './number';

export const integer = numberView<IntegerField>();
