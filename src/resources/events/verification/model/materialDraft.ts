import { label } from '../../../../schema/fields';
import { material } from '../../../management/material/model/material';
import { verificationDraft } from './verificationDraft';

/** A new or changed material waiting at /events/MaterialVerify (counter material_draft_count). */
export const materialDraft = verificationDraft({
  name: 'material_draft',
  target: material,
  targetField: 'material_id',
  proposed: ['mpn', 'cpn', 'manufacturer_id', 'product_line_id', 'description', 'package', 'mpq', 'moq', 'lead_time_weeks', 'lifecycle', 'rohs', 'hts_code', 'eccn'],
  base: '/api/v1/verify/material-draft',
  route: '/events/MaterialVerify',
  permission: 'manage-material',
  order: 31,
  label: label('Material verification', '物料审核'),
  recordLabel: label('Material draft', '物料草稿'),
  listColumns: ['mpn', 'manufacturer_id', 'description', 'lifecycle'],
  search: ['mpn', 'description'],
});
