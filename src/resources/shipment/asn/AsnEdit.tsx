// An ASN's edit (/shipment/ship/asnManagement/edit/{id}): an ASN manager changes the shipping details
// on the generic form, with the items and their bags below; a reader (view-asn) may open the same
// address and reads the record, told why it cannot be changed.
import { Alert } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { allows, type Principal } from '../../../schema';
import { ResourceEdit } from '../../../views/ResourceEdit';
import { ResourceShow } from '../../../views/ResourceShow';
import { useResourceDeclaration } from '../../../views/useResourceDeclaration';
import { AsnLinesPanel } from './AsnLinesPanel';
import { AsnLinks } from './AsnLinks';

export default function AsnEdit() {
  const translate = useTranslate();
  const decl = useResourceDeclaration();
  const { permissions } = usePermissions<Principal | undefined>();
  const { id } = useParams();
  if (!permissions) return null;
  if (!allows(permissions, decl.access, 'write')) {
    return (
      <>
        <Alert severity="info" sx={{ mt: 1 }}>{translate('screens.asn_order.readOnly')}</Alert>
        <ResourceShow>
          <AsnLinks />
          <AsnLinesPanel />
        </ResourceShow>
      </>
    );
  }
  return (
    <>
      <ResourceEdit />
      {id && /^\d+$/.test(id) && <AsnLinesPanel id={Number(id)} />}
    </>
  );
}
