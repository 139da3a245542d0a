// The event reasons this module's server writes, in words. The TI price table's writes (server/modules/management/priceTi).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    superseded: label('Superseded by a newer price', '被新价格取代'),
    fb: label('Feedback price', '反馈价格'),
    'srp import': label('SRP import', 'SRP 导入'),
  },
  patterns: [
    [/^price draft #(\d+)$/, (m) => label(`Price draft #${m[1]}`, `价格草稿 #${m[1]}`)],
  ],
});
