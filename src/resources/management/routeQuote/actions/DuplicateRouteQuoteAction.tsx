// "Duplicate" on a quote's row and page: the create form prefilled from it (/duplicate/{id}).
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { raName } from '../../../declarations';
import type { ActionProps } from '../../../../views/actions/types';

export function DuplicateRouteQuoteAction({ decl }: ActionProps) {
  const record = useRecordContext();
  const navigate = useNavigate();
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'create' });
  if (!record || !canAccess) return null;
  return (
    <Button
      label="screens.route_quote.duplicate"
      onClick={(e) => {
        e.stopPropagation();
        navigate(`${decl.route}/duplicate/${record.id}`);
      }}
    >
      <ContentCopyIcon />
    </Button>
  );
}
