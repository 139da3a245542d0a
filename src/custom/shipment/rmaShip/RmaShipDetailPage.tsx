// One released task's shipping rows (carrier, tracking number, parts) with its returned parts.
import { Box, Typography } from '@mui/material';
import { RecordContextProvider, ResourceContextProvider, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { raName } from '../../../resources/declarations';
import { rmaTask } from '../../../resources/shipment/rma/model/rmaTask';
import { LinesTable } from '../../../resources/shipment/rma/LinesTable';

const T = 'screens.rma_ship';

export default function RmaShipDetailPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const { data, isPending, error } = useGetOne(raName(rmaTask), { id: Number(id) });
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(`${T}.detail_title`, { no: data?.rma_no ?? '' })}
      </Typography>
      {error ? <Typography color="error">{error.message}</Typography> : null}
      {isPending || !data ? null : (
        <ResourceContextProvider value={raName(rmaTask)}>
          <RecordContextProvider value={data}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate(`${T}.summary`, { customer: data.customer_id__title ?? '', vendor: data.manufacturer_id__title ?? '', status: data.status })}
            </Typography>
            <LinesTable decl={rmaTask} name="shipments" empty={translate('screens.rma.no_shipments')} />
            <LinesTable decl={rmaTask} name="items" empty={translate('screens.rma.no_items')} />
          </RecordContextProvider>
        </ResourceContextProvider>
      )}
    </Box>
  );
}
