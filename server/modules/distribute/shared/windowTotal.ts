// Rows counted by a window (`count(*) over ()`, the PSI's one statement per page) carry the total on
// each row; a page past the last has no row to carry it, so only then is the first page asked for it.

/** The page's rows and the real total, also past the last page (`read(page, size)` answers rows with `total`). */
export async function rowsWithTotal<R extends { total: number }>(page: number, read: (page: number, size: number) => Promise<R[]>, size: number): Promise<{ rows: R[]; total: number }> {
  const rows = await read(page, size);
  if (rows.length || page === 1) return { rows, total: rows[0]?.total ?? 0 };
  return { rows, total: (await read(1, 1))[0]?.total ?? 0 };
}
