// This module's own permission: the spec names only view-auto-settlement, and a view permission
// grants reading alone, so importing, correcting and deleting SAP's lines needs one of its own.
import { definePermissionWords } from '../../../i18n/permissionWords';
import { label } from '../../../schema/fields';

export default definePermissionWords({
  'manage-auto-settlement': label('Import and correct SAP settlements', '导入与修正 SAP 自动结算'),
});
