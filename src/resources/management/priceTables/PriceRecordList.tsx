// The price-record screen: one list per v1 price table, chosen by tabs (SA, selling, TI book,
// purchase). Each tab is the table's generic list at its own path, so paging, filters, export and
// import stay the platform's; the tabs only switch between them.
import { Box, Tab, Tabs } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { labelIn } from '../../../schema';
import { useUiLocale } from '../../../views/fields/common';
import { ResourceList } from '../../../views/ResourceList';
import { raName } from '../../declarations';
import { priceTableResources } from './model';

export default function PriceRecordList() {
  const locale = useUiLocale();
  const translate = useTranslate();
  const resource = useResourceContext();
  const current = priceTableResources.findIndex((decl) => raName(decl) === resource);
  return (
    <Box>
      <Tabs value={Math.max(current, 0)} aria-label={translate('screens.price_record.tables')} sx={{ px: 2, minHeight: 36 }}>
        {priceTableResources.map((decl) => (
          <Tab key={decl.name} label={labelIn(decl.label, locale)} component={Link} to={decl.route} sx={{ minHeight: 36, py: 0.5 }} />
        ))}
      </Tabs>
      <ResourceList />
    </Box>
  );
}
