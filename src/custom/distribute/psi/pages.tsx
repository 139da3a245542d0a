// The PSI screens, one component per family and scope (each a lazy screen of ./screens.ts), and the
// menu entries' hop to today's PSI: the route's date segments default to today (R27).
import { Navigate, useLocation } from 'react-router-dom';
import { businessToday } from '../../../config';
import { PsiPage } from './PsiPage';

export { OrBacklog, OrBacklogPsi, OrInventoryPsi } from './OrPsiPages';

export const MyNonCF = () => <PsiPage family="NonCF" scope="my" />;
export const MyCF = () => <PsiPage family="CF" scope="my" />;
export const MyNonTI = () => <PsiPage family="NonTI" scope="my" />;
export const AllNonCF = () => <PsiPage family="NonCF" scope="all" />;
export const AllCF = () => <PsiPage family="CF" scope="all" />;
export const AllNonTI = () => <PsiPage family="NonTI" scope="all" />;
export const AllVsr = () => <PsiPage family="VSR" scope="all" />;
export const BacklogNonCF = () => <PsiPage family="NonCF" scope="backlog" />;
export const BacklogCF = () => <PsiPage family="CF" scope="backlog" />;
export const BacklogNonTI = () => <PsiPage family="NonTI" scope="backlog" />;
export const BacklogVsr = () => <PsiPage family="VSR" scope="backlog" />;

/** /…/psi (the menu entry): today's PSI, /…/psi/{today}/{today}. */
export function PsiToday() {
  const { pathname, search } = useLocation();
  const today = businessToday();
  return <Navigate replace to={`${pathname.replace(/\/+$/, '')}/${today}/${today}${search}`} />;
}
