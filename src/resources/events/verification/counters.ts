// The header counters of the two queues, read from GET /api/v1/counter/dataset (a field the caller
// may not see is absent, so its counter shows nothing).
import { requestJson, unwrapData } from '../../../dataProvider';
import { DATASET_PATH, type DatasetField } from '../../../contract/datasetCounters';
import type { CounterSource } from '../../../shell/counters/types';
import { resourceEntry } from '../../../registry/entries';

// The first page carries the counters: the queues' slim entries, not their declarations.
const materialDraft = resourceEntry('material_draft');
const ecDraft = resourceEntry('end_customer_draft');

const countOf = (field: DatasetField) => async () => {
  const data = unwrapData(await requestJson(DATASET_PATH)) as Partial<Record<DatasetField, unknown>> | null;
  const n = data?.[field];
  return typeof n === 'number' ? n : undefined;
};

export const verificationCounters: CounterSource[] = [
  { key: 'materialDrafts', label: materialDraft.label, path: materialDraft.route, load: countOf('material_draft_count') },
  { key: 'endCustomerDrafts', label: ecDraft.label, path: ecDraft.route, load: countOf('end_customer_draft_count') },
];
