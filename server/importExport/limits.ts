// Bounds of import and export. Each protects the server from one kind of oversized request; the
// numbers are generous for master data and far below what would exhaust a small server.

/** Data rows of one import: one transaction, validated in memory first. */
export const MAX_IMPORT_ROWS = 100_000;

/** What an .xlsx may unpack to, summed over its parts (a 100,000-row sheet is well under 100 MB). */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;

/** Parts of an .xlsx; Excel writes about a dozen, plus one per sheet, image or chart. */
export const MAX_ZIP_ENTRIES = 1000;

/** Rows of one export; above it the user narrows the filters. */
export const MAX_EXPORT_ROWS = 1_000_000;

/** Errors listed in one refused import; the first ones are enough to fix the file. */
export const MAX_LISTED_ERRORS = 200;

/** Rows per write statement; bounded by PostgreSQL's 65,535 parameters of one statement. */
export const WRITE_BATCH = 1000;
export const MAX_PARAMETERS = 60_000;
