/**
 * The total behind a page of a list. A page that is not full, and is not an empty page past the
 * end, ends the list, so its total is its offset plus its rows and the count query is not needed:
 * most lists (a seller's products, jobs, images) fit on their first page, and the count was half
 * of every list read's queries.
 */
export async function pageTotal(rowCount: number, page: { limit: number; offset: number }, count: () => Promise<number>): Promise<number> {
  const endsTheList = rowCount < page.limit && (rowCount > 0 || page.offset === 0);
  return endsTheList ? page.offset + rowCount : count();
}
