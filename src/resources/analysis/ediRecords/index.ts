import { defineModule } from '../../../registry/types';

/** The EDI records' history: 856 ship notices (send, fetch), 810 invoices (fetch, review), 861 receiving advices (record). */
export default defineModule({
  name: 'analysis/ediRecords',
  // By name, not by importing the declarations: the first page carries the module index, not its model.
  resources: ['record856', 'record810', 'record861'],
  loadMessages: () => import('./messages').then((m) => [m.ediRecordMessages]),
  views: { ediRecordShow: () => import('./EdiRecordShow') },
});
