// A user row's administration buttons (admin-user): edit, and for others disable/enable and delete.
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminUser } from './userApi';

interface Props {
  user: AdminUser;
  self: boolean;
  onEdit: () => void;
  onToggleDisabled: () => void;
  onDelete: () => void;
}

export function UserWriteActions({ user, self, onEdit, onToggleDisabled, onDelete }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`screens.userManagement.${key}`, { name: user.name });
  return (
    <>
      <Tooltip title={t('edit')}>
        <IconButton size="small" aria-label={t('edit')} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {!self && (
        <>
          <Tooltip title={t(user.disabled ? 'enable' : 'disable')}>
            <IconButton size="small" aria-label={t(user.disabled ? 'enable' : 'disable')} onClick={onToggleDisabled}>
              {user.disabled ? <CheckCircleIcon fontSize="small" /> : <BlockIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('delete')}>
            <IconButton size="small" color="error" aria-label={t('delete')} onClick={onDelete}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
    </>
  );
}
