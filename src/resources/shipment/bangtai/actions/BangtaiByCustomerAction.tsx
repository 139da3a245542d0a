// "This customer" on a Bangtai row (in stock, inbound, outbound): opens the spec's per-customer view
// /shipment/bangtaiInventory/jusda/{type}/{customer_no} of the same list.
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ActionProps } from '../../../../views/actions/types';
import { bangtaiJusdaPath } from '../paths';

const TYPES: Record<string, string> = { bangtai_instock: 'instock', bangtai_inbound: 'inbound', bangtai_outbound: 'outbound' };

export function BangtaiByCustomerAction({ decl }: ActionProps) {
  const record = useRecordContext();
  const type = TYPES[decl.name];
  if (!record?.customer_no || !type) return null;
  return (
    <Button label="screens.bangtai.by_customer" component={Link} to={bangtaiJusdaPath(type, String(record.customer_no))}>
      <PersonSearchIcon />
    </Button>
  );
}
