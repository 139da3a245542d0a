// "Jusda tracking" on a PDC shipment's page: opens /shipment/pdclist/jusda/waybill/{waybill}/{invoice_no}.
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { jusdaTrackingPath } from '../../paths';

export function JusdaTrackingAction() {
  const record = useRecordContext();
  if (!record?.waybill_no || !record.invoice_no) return null;
  return (
    <Button label="screens.transit.jusda.open" component={Link} to={jusdaTrackingPath('waybill', String(record.waybill_no), String(record.invoice_no))}>
      <LocalShippingIcon />
    </Button>
  );
}
