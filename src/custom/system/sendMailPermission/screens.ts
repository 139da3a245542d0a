import type { CustomScreen } from '../../../registry/types';
import { MAIL_API_ACCESS } from '../../../resources/system/mail/model/wire';

/** /system/mailGroup/sendMailPermission (manage-report-analysis, as the spec writes): which mail API mails which groups. */
export const sendMailPermissionScreen: CustomScreen = {
  path: '/system/mailGroup/sendMailPermission',
  specPath: '/system/mailGroup/sendMailPermission',
  access: MAIL_API_ACCESS,
  menu: { group: 'system', order: 47 },
  label: { en: 'Mail sending rights', zh: '邮件发送权限' },
  // Reads no declaration: the declarations and their words need not load with it.
  declarations: false,
  load: () => import('./MailApiPage'),
};
