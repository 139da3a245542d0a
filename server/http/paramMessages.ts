// Moved into the one catalogue, server/http/messages.ts; this name stays only for its last importer
// outside server/http (server/records/listParams.ts), to go with that file's next change.
export { t as paramText } from './messages';
