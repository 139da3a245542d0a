import { defineResource } from '../../../../schema';
import { date, enumOf, file, label, reference, remarkField, text } from '../../../../schema/fields';

export const QA_CERT_TYPES = [
  { value: 'coc', label: label('Certificate of conformance', '合格证明') },
  { value: 'coa', label: label('Certificate of analysis', '分析证书') },
  { value: 'rohs', label: label('RoHS declaration', 'RoHS 声明') },
  { value: 'reach', label: label('REACH declaration', 'REACH 声明') },
  { value: 'test_report', label: label('Test report', '测试报告') },
];

/** The documents a certificate file may be (a scan or the maker's PDF). */
export const QA_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', '.pdf', '.png', '.jpg'];

/**
 * Quality certificate: a maker's certificate for one part and lot, with its document. The file is sent
 * to POST /api/v2/quality-assurance/file/{id} and read back from GET .../file/download?id= (the bytes are
 * kept in the database, table quality_assurance_file); "DELETE .../status" voids certificates.
 */
export const qualityAssurance = defineResource({
  name: 'quality_assurance',
  api: { base: '/api/v2/quality-assurance' },
  route: '/shipment/ship/qualityCertificate',
  access: { permissions: ['manage-quality-assurance'] },
  menu: { group: 'shipment', section: 'ship', order: 20 },
  label: label('Quality certificates', '质量证书'),
  recordLabel: label('Quality certificate', '质量证书'),
  fields: {
    cert_no: text(label('Certificate no.', '证书编号'), { required: true, unique: true, maxBytes: 40, upperCase: true }),
    cert_type: enumOf(label('Type', '类型'), QA_CERT_TYPES, { required: true, defaultValue: 'coc' }),
    material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
    lot_no: text(label('Lot / date code', '批次/日期码'), { maxBytes: 40, upperCase: true }),
    issued_on: date(label('Issued on', '签发日期'), { required: true }),
    valid_until: date(label('Valid until', '有效期至')),
    // Written only by the upload call, so the generic forms send no file.
    document: file(label('Document', '文件'), { accept: QA_FILE_TYPES, readOnly: true }),
    status: enumOf(
      label('Status', '状态'),
      [
        { value: 'valid', label: label('Valid', '有效'), color: 'success' },
        { value: 'void', label: label('Void', '已作废'), color: 'default' },
      ],
      { required: true, defaultValue: 'valid', readOnly: true },
    ),
    remark: remarkField(),
  },
  titleField: 'cert_no',
  list: {
    columns: ['cert_no', 'cert_type', 'material_id', 'lot_no', 'issued_on', 'valid_until', 'document', 'status'],
    search: ['cert_no', 'lot_no'],
    sort: { field: 'issued_on', order: 'DESC' },
  },
  naturalKey: ['cert_no'],
  actions: { list: ['qaVoid'], row: ['qaFile'], show: ['qaFile'] },
});
