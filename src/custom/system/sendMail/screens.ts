import type { CustomScreen } from '../../../registry/types';
import { MAIL_GROUP_ACCESS } from '../../../resources/system/mail/model/wire';

/** /system/mailGroup/sendMail (manage-mail-group-manager): mail groups, external addresses, sending to a group. */
export const sendMailScreen: CustomScreen = {
  path: '/system/mailGroup/sendMail',
  specPath: '/system/mailGroup/sendMail',
  access: MAIL_GROUP_ACCESS,
  menu: { group: 'system', order: 46 },
  label: { en: 'Mail groups', zh: '邮件组' },
  // Reads no declaration: the declarations and their words need not load with it.
  declarations: false,
  load: () => import('./SendMailPage'),
};
