// The mars tools: maintenance functions an OP runs by hand on one record (recompute a material's
// stock totals, resend an ASN's 856 ...). This build lists them with their parameters for the OP's
// reference; none runs from the screen yet (each needs its own audited call), so `runnable` is false.
import type { MarsFunction } from '../../../../src/resources/system/monitoring/model/wire';

const p = (name: string, en: string, zh: string, type: 'text' | 'integer' | 'date', example: string, required = true) => ({ name, label: { en, zh }, type, required, example });

export const MARS_FUNCTIONS: MarsFunction[] = [
  {
    code: 'STOCK_RECALC',
    name: { en: 'Recompute stock totals of a material', zh: '重算物料库存合计' },
    description: {
      en: 'Adds up the bags of every stock group of the material again and rewrites the groups\' on-hand and on-the-way quantities.',
      zh: '重新累加该物料各库存组的包数量，并改写库存组的在库与在途数量。',
    },
    parameters: [p('mpn', 'MPN', '原厂料号', 'text', 'STM32F103C8T6'), p('sloc', 'SLOC code (blank: all)', '库位代码（空：全部）', 'text', 'SH01', false)],
    runnable: false,
  },
  {
    code: 'ASN_RESEND_856',
    name: { en: 'Resend an ASN\'s 856 ship notice', zh: '重发 ASN 的 856 发货通知' },
    description: { en: 'Builds the 856 of a shipped ASN again and queues it in the EDI outbox with a new control number.', zh: '为已发货的 ASN 重新生成 856 并以新的控制号放入 EDI 发件箱。' },
    parameters: [p('invoice_no', 'Invoice no.', '发票号', 'text', 'INV2611-0042')],
    runnable: false,
  },
  {
    code: 'EDI_REQUEUE',
    name: { en: 'Requeue a stuck EDI interchange', zh: '重新排队滞留的 EDI 报文' },
    description: { en: 'Clears the gateway\'s claim on an interchange still waiting in the outbox so the gateway picks it up again.', zh: '清除网关对发件箱中仍在等待的报文的占用，使网关重新获取。' },
    parameters: [p('control_no', 'Control no.', '控制号', 'text', '000001024')],
    runnable: false,
  },
  {
    code: 'PRICE_DRAFT_REMIND',
    name: { en: 'Remind the auditors of a price draft', zh: '提醒价格草稿审核人' },
    description: { en: 'Mails the auditors of the draft\'s waiting level again, with the draft\'s lines attached.', zh: '再次向草稿当前待审级别的审核人发送邮件，附草稿明细。' },
    parameters: [p('draft_id', 'Price draft id', '价格草稿编号', 'integer', '118')],
    runnable: false,
  },
  {
    code: 'SESSION_REVOKE_USER',
    name: { en: 'Sign a user out everywhere', zh: '注销用户的全部会话' },
    description: { en: 'Revokes every live session of the user (a lost laptop, a left employee); they must sign in again.', zh: '撤销该用户的全部有效会话（电脑遗失、员工离职），用户须重新登录。' },
    parameters: [p('user', 'User name', '用户名', 'text', 'sales01')],
    runnable: false,
  },
  {
    code: 'BACKLOG_SNAPSHOT',
    name: { en: 'Take the backlog snapshot of a date again', zh: '重新生成某日的未交订单快照' },
    description: { en: 'Replaces the backlog snapshot of the date with the backlog as it is now (after a late correction).', zh: '用当前的未交订单替换该日期的快照（用于补录更正后）。' },
    parameters: [p('date', 'Snapshot date', '快照日期', 'date', '2026-11-27')],
    runnable: false,
  },
];
