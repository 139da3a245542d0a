// One customer's rows of one Bangtai list (in stock, inbound or outbound), read-only, with the list's
// paging and sorting (page and size in the address, R11); "Open the full list" goes to that list
// filtered the same way.
import ListIcon from '@mui/icons-material/List';
import { Alert, Typography } from '@mui/material';
import { Button, Datagrid, List, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { labelIn } from '../../../schema';
import { columnElement } from '../../../views/fieldElements';
import { listGridSx } from '../../../views/list/listGridSx';
import { useUiLocale } from '../../../views/fields/common';
import { SpecListParams } from '../../../views/SpecListParams';
import { raName } from '../../../resources/declarations';
import { bangtaiInbound } from '../../../resources/shipment/bangtai/model/bangtaiInbound';
import { bangtaiInstock } from '../../../resources/shipment/bangtai/model/bangtaiInstock';
import { bangtaiOutbound } from '../../../resources/shipment/bangtai/model/bangtaiOutbound';

const LISTS = { instock: bangtaiInstock, inbound: bangtaiInbound, outbound: bangtaiOutbound };
const T = 'screens.bangtai';

export default function BangtaiJusdaPage() {
  const translate = useTranslate();
  const locale = useUiLocale();
  const { type = '', customer_no: customer = '' } = useParams();
  const decl = LISTS[type.toLowerCase() as keyof typeof LISTS];
  if (!decl) return <Alert severity="warning">{translate(`${T}.jusda_unknown`, { type })}</Alert>;
  const filter = { customer_no: customer.toUpperCase() };
  const title = translate(`${T}.jusda_title`, { type: labelIn(decl.label, locale), customer: filter.customer_no });
  const fullList = `${decl.route}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
  return (
    <SpecListParams>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <List resource={raName(decl)} filter={filter} sort={decl.list.sort} title={title} actions={false} exporter={false} storeKey={`${raName(decl)}-${filter.customer_no}`}>
        <Datagrid bulkActionButtons={false} rowClick={false} size="small" sx={listGridSx({ density: 'compact', selectable: false })}>
          {decl.list.columns.filter((c) => c !== 'customer_no').map((name) => columnElement(decl, name))}
        </Datagrid>
      </List>
      <Button label={`${T}.open_list`} component={Link} to={fullList}>
        <ListIcon />
      </Button>
    </SpecListParams>
  );
}
