import { label } from '../../../../schema/fields';
import { reportResource } from '../../../../schema/reports';
import { material } from '../../material/model/material';

/**
 * Material report analysis (/MateriaReportAnalysis, spelled as the spec writes it): the materials
 * counted by manufacturer, product line and lifecycle, filterable and exportable like any list.
 */
export const materialReport = reportResource(
  {
    name: 'material_analysis',
    source: 'material',
    api: { base: '/api/v1/report/material-analysis' },
    route: '/MateriaReportAnalysis',
    access: { permissions: ['view-report-analysis'] },
    menu: { group: 'reportAnalysis', order: 1 },
    label: label('Material report analysis', '物料报表分析'),
    recordLabel: label('Material group', '物料分组'),
    groupBy: ['manufacturer_id', 'product_line_id', 'lifecycle'],
    measures: {
      materials: { fn: 'count', label: label('Materials', '物料数') },
      customer_parts: { fn: 'count', field: 'cpn', label: label('With a CPN', '有客户料号') },
      lead_time_known: { fn: 'count', field: 'lead_time_weeks', label: label('Lead time known', '已知交期') },
    },
    sort: { field: 'materials', order: 'DESC' },
  },
  material,
);
