// /events/ASNDrafts and /events/ASNPriceReject: the ASNs waiting for their supplier (status 0 and 13),
// read through the ASN declarations' own lists: a supplier sees their own, an ASN manager every
// price-rejected one. Rows open the ASN as its list does.
import { Datagrid, List, Pagination, ResourceContextProvider, useTranslate } from 'react-admin';
import { currentUser } from '../../../authProvider/user';
import { DEFAULT_PAGE_SIZE } from '../../../config';
import { raName } from '../../../resources/declarations';
import { ASN_STATUS, asnOrder, myAsn } from '../../../resources/shipment/asn/model';
import type { ResourceDeclaration } from '../../../schema';
import { hasPermission } from '../../../schema/access';
import { columnElement } from '../../../views/fieldElements';
import { listGridSx } from '../../../views/list/listGridSx';
import { SpecListParams } from '../../../views/SpecListParams';

function AsnStateList({ decl, status, title }: { decl: ResourceDeclaration; status: string; title: string }) {
  const columns = decl.list.columns.filter((name) => name !== 'status' && !decl.fields[name]?.listHidden);
  return (
    <SpecListParams>
      <ResourceContextProvider value={raName(decl)}>
        <List title={title} filter={{ status }} sort={decl.list.sort} perPage={DEFAULT_PAGE_SIZE} pagination={<Pagination />} actions={false} storeKey={`asnAudit-${decl.name}-${status}`}>
          <Datagrid rowClick="show" bulkActionButtons={false} size="small" sx={listGridSx({ density: 'compact', selectable: false })}>
            {columns.map((name) => columnElement(decl, name))}
          </Datagrid>
        </List>
      </ResourceContextProvider>
    </SpecListParams>
  );
}

export function AsnDraftsPage() {
  const translate = useTranslate();
  return <AsnStateList decl={myAsn} status={ASN_STATUS.draft} title={translate('screens.asnAudit.drafts')} />;
}

export function AsnPriceRejectPage() {
  const translate = useTranslate();
  const user = currentUser();
  // A supplier's own ASNs; an ASN manager who sends none reads them all.
  const decl = user && hasPermission(user, 'send-asn') ? myAsn : asnOrder;
  return <AsnStateList decl={decl} status={ASN_STATUS.priceRejected} title={translate('screens.asnAudit.priceRejected')} />;
}
