import { defineModule } from '../../../registry/types';

/** The EDI records' history: 856 ship notices (send, fetch), 810 invoices (fetch, review), 861 receiving advices (record). */
export default defineModule({
  name: 'analysis/ediRecords',
  loadMessages: () => import('./messages').then((m) => [m.ediRecordMessages]),
  views: { ediRecordShow: () => import('./EdiRecordShow') },
});
