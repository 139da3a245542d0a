// /management/routeQuote/routePriceSetting/duplicate/{id}: the generic create form prefilled from a
// quote (route, carrier, mode, currency, charges); the new quote needs its own number and dates,
// and starts as a draft.
import { Typography } from '@mui/material';
import { Create, ResourceContextProvider, useGetOne, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { raName } from '../../../resources/declarations';
import { ResourceForm } from '../../../views/ResourceForm';
import { routeQuote } from '../../../resources/management/routeQuote/model/routeQuote';

const KEEP = ['origin_station_id', 'destination_station_id', 'carrier', 'mode', 'currency', 'transit_days', 'remark'];

export function duplicateOf(source: RaRecord): Record<string, unknown> {
  const copy: Record<string, unknown> = Object.fromEntries(KEEP.map((k) => [k, source[k] ?? null]));
  copy.status = 'draft';
  copy.charges = ((source.charges as RaRecord[] | undefined) ?? []).map((c) => ({ route_charge_id: c.route_charge_id, rate: c.rate, min_charge: c.min_charge }));
  return copy;
}

export default function DuplicatePage() {
  const { id } = useParams();
  const resource = raName(routeQuote);
  const { data, error } = useGetOne(resource, { id: Number(id) });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data) return null;
  return (
    <ResourceContextProvider value={resource}>
      <Create resource={resource} record={duplicateOf(data)} redirect="show">
        <ResourceForm mode="create" />
      </Create>
    </ResourceContextProvider>
  );
}
