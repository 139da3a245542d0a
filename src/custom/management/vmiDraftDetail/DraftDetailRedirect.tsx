// `<drafts>/detail?id=12` -> the draft's show page (`<drafts>/12/show`); no id -> the list, keeping
// the rest of the address (a list's ?page=2&size=50, R11).
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';

export default function DraftDetailRedirect() {
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const list = pathname.replace(/\/detail\/?$/, '');
  const id = params.get('id');
  return <Navigate replace to={id && /^\d+$/.test(id) ? `${list}/${id}/show` : `${list}${search}`} />;
}
