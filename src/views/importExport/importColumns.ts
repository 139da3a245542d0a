// Which field a file's column fills, as the server reads it: the shared rule of
// src/schema/sheetColumns.ts (labels in either language, a reference's "<label> code" column first).
export { headerFields, importableFields } from '../../schema/sheetColumns';
