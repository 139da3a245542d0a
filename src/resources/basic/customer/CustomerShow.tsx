// The customer's show screen: the generic one (fields, audit, history) with the customer's ship-to
// addresses under its fields, for users who may read ship-to addresses.
import { Box, Typography } from '@mui/material';
import { Datagrid, Pagination, ReferenceManyField, useCanAccess } from 'react-admin';
import { labelIn } from '../../../schema';
import { fieldElement } from '../../../views/fieldElements';
import { useUiLocale } from '../../../views/fields/common';
import { ResourceShow } from '../../../views/ResourceShow';
import { raName } from '../../declarations';
import { shipTo } from './model/shipTo';

const COLUMNS = ['code', 'name', 'plant', 'city', 'country', 'status'];

function ShipToAddresses() {
  const locale = useUiLocale();
  const { canAccess } = useCanAccess({ resource: raName(shipTo), action: 'list' });
  if (!canAccess) return null;
  const title = labelIn(shipTo.label, locale);
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <ReferenceManyField reference={raName(shipTo)} target="customer_id" sort={shipTo.list.sort} perPage={10} pagination={<Pagination />}>
        <Datagrid bulkActionButtons={false} rowClick="show">
          {COLUMNS.map((name) => fieldElement(shipTo, name))}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

export default function CustomerShow() {
  return (
    <ResourceShow>
      <ShipToAddresses />
    </ResourceShow>
  );
}
