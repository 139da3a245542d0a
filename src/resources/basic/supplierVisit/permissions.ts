// This module's own permissions (the spec has none for supplier visits), as the role and user
// screens' permission picker and the history show them.
import { definePermissionWords } from '../../../i18n/permissionWords';
import { label } from '../../../schema/fields';

export default definePermissionWords({
  'manage-supplier-visit': label('Manage supplier visits', '管理供应商拜访'),
  'view-supplier-visit': label('View supplier visits', '查看供应商拜访'),
});
