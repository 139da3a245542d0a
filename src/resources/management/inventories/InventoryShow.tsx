// The inventory group's page: the generic show, then its bags with receive, repack and release.
import { ResourceShow } from '../../../views/ResourceShow';
import { BagsPanel } from './BagsPanel';

export default function InventoryShow() {
  return (
    <ResourceShow>
      <BagsPanel />
    </ResourceShow>
  );
}
