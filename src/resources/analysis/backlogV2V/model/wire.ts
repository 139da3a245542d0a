// The V2V backlog's own paths and views, apart from its declaration (the first page's screens read them).

/** The list's own calls and views (docs/api-contract.md). */
export const V2V_BASE = '/api/v1/cf/backlogV2V';
export const V2V_IMPORT_PATH = `${V2V_BASE}/import`;
export const V2V_SYNC_MAIL_PATH = `${V2V_BASE}/import/sync-mail`;
/** The three views of one report, each a spec sub-screen of the list: by ETA, by ETA at the warehouse, by demand. */
export const V2V_VIEWS = ['ETA', 'ETAWB', 'Demand'] as const;
export type V2VView = (typeof V2V_VIEWS)[number];
