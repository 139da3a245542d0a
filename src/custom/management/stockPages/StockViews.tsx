// Stock lists of the spec's sub-screens, each the group or history list with a fixed filter.
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { labelIn } from '../../../schema';
import { useUiLocale } from '../../../views/fields/common';
import { inventory, inventoryHistory } from '../../../resources/management/inventories/model';
import { CARGO_STATUSES } from '../../../resources/management/inventories/model/inventory';
import { FixedFilterList } from './FixedFilterList';
import { InvoiceLookup } from './InvoiceLookup';

const T = 'screens.stock';

/** /management/inventories/inventoryVMI: the VMI stock (cargo status VMI). */
export function VmiStockPage() {
  return (
    <>
      <InvoiceLookup />
      <FixedFilterList decl={inventory} filter={{ status_cargo: 'vmi' }} title={useTranslate()(`${T}.vmi_title`)} />
    </>
  );
}

/** /management/inventories/inventories/jusda/{type}: the stock of one cargo status (the type). */
export function StatusStockPage() {
  const { type = '' } = useParams();
  const translate = useTranslate();
  const locale = useUiLocale();
  const status = CARGO_STATUSES.find((s) => s.value === type);
  const title = translate(`${T}.jusda`, { type: status ? labelIn(status.label, locale) : type });
  return <FixedFilterList decl={inventory} filter={status ? { status_cargo: type } : {}} title={title} />;
}

/** /management/inventories/inventoryVMI/jusda/{type}/{invoice_no}: the moves booked against one invoice. */
export function InvoiceMovesPage() {
  const { invoice_no = '' } = useParams();
  return <FixedFilterList decl={inventoryHistory} filter={{ ref_no: invoice_no }} title={useTranslate()(`${T}.invoice`, { invoice: invoice_no })} />;
}

/** /analysis/inventoryHistory/detail?inventory_id=: one group's moves. */
export function GroupHistoryPage() {
  const [params] = useSearchParams();
  const translate = useTranslate();
  const id = params.get('inventory_id');
  if (!id || !/^\d+$/.test(id)) return <Typography sx={{ m: 2 }}>{translate(`${T}.choose_group`)}</Typography>;
  return <FixedFilterList decl={inventoryHistory} filter={{ inventory_id: Number(id) }} title={translate(`${T}.group_history`, { id })} />;
}
