// The side menu, built from the route table: group > section > screen, each entry shown by the spec's
// menu rule (src/routes/menuVisibility.ts); a group with nothing visible is left out.
// ARIA: react-admin's menu is role="menu"; a group's toggle is a menuitem with aria-expanded, each
// section a role="group" named by its heading, so every menuitem sits in a menu or group (axe-core).
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';
import ScreenIcon from '@mui/icons-material/ViewList';
import { Badge, Collapse, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { Menu as RaMenu, usePermissions, useSidebarState, useStore, useTranslate } from 'react-admin';
import { isMenuVisible } from '../routes';
import type { Principal } from '../schema';
import { useCounterSources } from '../shell/counters/CounterSourcesContext';
import { useCounters } from '../shell/counters/useCounters';
import { useRegistry } from '../shell/modules/RegistryContext';
import { useScreenLabel } from '../shell/useScreenLabel';
import { menuTree, type MenuEntry, type MenuGroupNode } from './menuTree';

function MenuEntryItem({ entry, count }: { entry: MenuEntry; count?: number }) {
  const labelOf = useScreenLabel();
  if (entry.resource && !count) return <RaMenu.ResourceItem name={entry.resource} />;
  const label = labelOf(entry);
  const text = count ? (
    <Badge badgeContent={count} color="error" max={999} sx={{ '& .MuiBadge-badge': { right: -16, top: 10 } }}>
      {label}
    </Badge>
  ) : (
    label
  );
  // Hand-written screens get react-admin's resource icon, so every entry has one and lines up.
  return <RaMenu.Item to={entry.path} primaryText={text} leftIcon={<ScreenIcon />} aria-label={count ? `${label} (${count})` : label} />;
}

/** Menu badges: the counters that belong to a screen. */
function useBadges(): Map<string, number> {
  const counts = useCounters();
  const counterSources = useCounterSources();
  return new Map(counterSources.filter((s) => s.path && counts[s.key]).map((s) => [s.path as string, counts[s.key]]));
}

function MenuGroupEntries({ node, badges }: { node: MenuGroupNode; badges: Map<string, number> }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useStore(`menu.group.${node.group}.open`, true);
  const groupLabel = translate(`app.menu.${node.group}`, { _: node.group });
  const items = node.sections.map(({ section, entries }) => {
    const heading = section ? translate(`app.section.${section}`, { _: section }) : undefined;
    return (
      <List key={section ?? ''} disablePadding dense role="group" aria-label={heading ?? groupLabel}>
        {heading && sidebarOpen && (
          <ListSubheader component="li" role="presentation" aria-hidden disableSticky sx={{ lineHeight: '2rem', pl: 3, bgcolor: 'transparent', color: 'text.secondary' }}>
            {heading}
          </ListSubheader>
        )}
        {entries.map((entry) => (
          <MenuEntryItem key={entry.path} entry={entry} count={badges.get(entry.path)} />
        ))}
      </List>
    );
  });
  // A collapsed sidebar shows icons only: group headings would be unreadable there.
  if (!sidebarOpen) return <>{items}</>;
  return (
    <>
      <ListItemButton role="menuitem" aria-expanded={open} onClick={() => setOpen(!open)} dense>
        <ListItemText primary={groupLabel} slotProps={{ primary: { fontWeight: 600 } }} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {items}
      </Collapse>
    </>
  );
}

export function Menu() {
  const { permissions } = usePermissions<Principal | undefined>();
  const translate = useTranslate();
  const badges = useBadges();
  const { routeTable, menuOrder } = useRegistry();
  const visible = routeTable.filter((entry): entry is MenuEntry => isMenuVisible(entry, permissions));
  return (
    <RaMenu>
      <RaMenu.Item to="/home" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
      {menuTree(visible, menuOrder).map((node) => (
        <MenuGroupEntries key={node.group} node={node} badges={badges} />
      ))}
    </RaMenu>
  );
}
