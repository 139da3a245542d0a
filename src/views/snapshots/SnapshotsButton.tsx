// The list toolbar's way to the compare screen of a resource that keeps snapshots.
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { raName } from '../../schema/names';
import { labelIn, type ResourceDeclaration } from '../../schema';
import { useUiLocale } from '../fields/common';

export function SnapshotsButton({ decl }: { decl: ResourceDeclaration }) {
  const locale = useUiLocale();
  return (
    <Button component={Link} to={`/${raName(decl)}/snapshots`} label={labelIn({ en: 'Compare snapshots', zh: '比较快照' }, locale)}>
      <CompareArrowsIcon />
    </Button>
  );
}
