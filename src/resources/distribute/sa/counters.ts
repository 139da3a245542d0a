// The SA verification queue's header counter, read from GET /api/v1/counter/dataset (absent for a
// caller who may not see the queue, so the counter shows nothing).
import { DATASET_PATH, type DatasetField } from '../../../contract/datasetCounters';
import { requestJson, unwrapData } from '../../../dataProvider';
import { resourceEntry } from '../../../registry/entries';
import type { CounterSource } from '../../../shell/counters/types';

// The first page carries the counters: the queue's slim entry, not its declaration.
const saDraft = resourceEntry('sa_draft');

export const saCounters: CounterSource[] = [
  {
    key: 'saDrafts',
    label: saDraft.label,
    path: saDraft.route,
    load: async () => {
      const n = (unwrapData(await requestJson(DATASET_PATH)) as Partial<Record<DatasetField, unknown>> | null)?.sa_list_draft_count;
      return typeof n === 'number' ? n : undefined;
    },
  },
];
