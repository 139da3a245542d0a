import type { ActionComponent } from '../../../../views/actions/types';
import { FETCH_810_PATH, FETCH_856_PATH, IMPORT_810, IMPORT_856, RECORD_861, RECORD_861_PATH } from '../model/wire';
import { fetchX12Action } from './FetchX12Action';
import { Send856Action } from './Send856Action';

export const ediRecordActions: Record<string, ActionComponent> = {
  send856: Send856Action,
  fetch856: fetchX12Action(FETCH_856_PATH, IMPORT_856, { button: 'fetch', title: 'fetch_856_title', hint: 'fetch_hint' }, true),
  fetch810: fetchX12Action(FETCH_810_PATH, IMPORT_810, { button: 'fetch', title: 'fetch_810_title', hint: 'fetch_hint' }, true),
  record861: fetchX12Action(RECORD_861_PATH, RECORD_861, { button: 'record_861', title: 'record_861_title', hint: 'record_hint' }, false),
};
