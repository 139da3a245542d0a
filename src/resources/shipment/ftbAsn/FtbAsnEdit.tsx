// /shipment/ship/ftbManagement/edit/{id}: the bill date (the one field the generic edit writes, for
// manage-ftb-bill-date) above the items; whoever else opens it (the spec opens it to all five
// permissions) gets the record page, where manage-ftb-edit works on the items.
import { useParams } from 'react-router-dom';
import { currentUser } from '../../../authProvider/user';
import { allows } from '../../../schema/access';
import { ResourceEdit } from '../../../views/ResourceEdit';
import { FtbItemsPanel } from './FtbItemsPanel';
import FtbAsnShow from './FtbAsnShow';
import { ftbAsn } from './model';

export default function FtbAsnEdit() {
  const { id } = useParams();
  const user = currentUser();
  if (!user || !allows(user, ftbAsn.access, 'write')) return <FtbAsnShow />;
  return (
    <>
      <ResourceEdit />
      <FtbItemsPanel id={Number(id)} />
    </>
  );
}
