// The OR module's server words, in both languages.
import { defineWords } from '../../../http/words';

const en = {
  lineParams: () => 'is not accepted here; the OR lines take keyword, status, vendor_id, material_id, page and size',
  status: () => 'must be draft, released, closed or cancelled',
};

export const orText = defineWords({ 'en-US': en, 'zh-CN': {
  lineParams: () => '此处不接受；OR 明细只接受 keyword、status、vendor_id、material_id、page 和 size',
  status: () => '必须是 draft、released、closed 或 cancelled',
} });
