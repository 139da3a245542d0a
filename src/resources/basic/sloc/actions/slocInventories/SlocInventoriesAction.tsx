// "Inventories" on a storage location: opens the spec's /basic/sloc/SLOC/{id}/inventories screen.
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { Link } from 'react-router-dom';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { raName } from '../../../../declarations';
import type { ActionProps } from '../../../../../views/actions/types';

export const slocInventoriesPath = (slocRoute: string, id: string | number) => `${slocRoute}/${id}/inventories`;

export function SlocInventoriesAction({ decl }: ActionProps) {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'edit' });
  if (!canAccess || !record) return null;
  return (
    <Button label="screens.actions.sloc_inventories.button" component={Link} to={slocInventoriesPath(decl.route, record.id)}>
      <Inventory2Icon />
    </Button>
  );
}
