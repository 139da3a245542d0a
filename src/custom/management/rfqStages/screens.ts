import type { CustomScreen } from '../../../registry/types';
import { resourceEntry } from '../../../registry/entries';

const myRfq = resourceEntry('my_rfq');

const access = { permissions: myRfq.access.permissions };

/** The my-RFQs stage detail (one router entry for stages 0-3) and the import preview. */
export const rfqScreens: CustomScreen[] = [
  {
    path: `${myRfq.route}/:stage/:id`, specPath: `${myRfq.route}/{0|1|2|3}/{id}`, access, parent: myRfq.route,
    label: { en: 'RFQ', zh: '询价单' }, load: () => import('./RfqStagePage'),
  },
  {
    path: `${myRfq.route}/RFQPreview`, specPath: `${myRfq.route}/RFQPreview`, access, parent: myRfq.route,
    label: { en: 'New RFQ from a spreadsheet', zh: '从表格新建询价' }, load: () => import('./RfqPreviewPage'),
  },
];
