// A "from – to" filter: one entry in the filter menu, two inputs of the field's own filter view.
// Its value is `{ gte, lte }` under `field@range` (the data provider sends field_gte and field_lte),
// so removing the entry clears both ends at once.
import type { ComponentType, ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Field, ResourceDeclaration } from '../../schema';
import type { FieldFilterProps } from '../fields';

export interface RangeFilterProps {
  name: string;
  field: Field;
  decl: ResourceDeclaration;
  /** `field@range`: what the filter menu and the URL know this entry by. */
  source: string;
  Filter: ComponentType<FieldFilterProps>;
  endLabels: { gte: ReactNode; lte: ReactNode };
  /** The field label, shown in the filter menu. */
  label?: ReactNode;
  alwaysOn?: boolean;
}

export function RangeFilter({ name, field, decl, source, Filter, endLabels }: RangeFilterProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
      <Filter name={name} field={field} decl={decl} source={`${source}.gte`} op="gte" label={endLabels.gte} />
      <Box component="span" aria-hidden sx={{ pb: 1.5 }}>
        –
      </Box>
      <Filter name={name} field={field} decl={decl} source={`${source}.lte`} op="lte" label={endLabels.lte} />
    </Box>
  );
}
