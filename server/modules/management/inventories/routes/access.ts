// The stock calls' access: each call carries the rule of the screen it serves (src/resources/management/inventories/model/wire.ts).
import type { AccessRule } from '../../../../../src/schema';
import { label } from '../../../../../src/schema/fields';
import { access } from '../../../../http/routeAccess';

const STOCK = label('inventory', '库存');

export const readWith = (rule: AccessRule) => access({ rule, action: 'read', what: STOCK });
export const writeWith = (rule: AccessRule) => access({ rule, action: 'write', what: STOCK });
