/** One page of a hand-written list: the backend's page/size paging and an optional keyword. */
export interface PageQuery {
  page: number;
  size: number;
  keyword?: string;
}

export const pageQuery = ({ page, size, keyword }: PageQuery) => ({ page: String(page), size: String(size), ...(keyword ? { keyword } : {}) });
