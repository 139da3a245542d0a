// The side menu, built from the route table: group > section > screen, each entry shown by the spec's
// menu rule (src/routes/menuVisibility.ts); a group with nothing visible is left out.
// ARIA: react-admin's menu is role="menu"; a group's toggle is a menuitem with aria-expanded, each
// section a role="group" named by its heading, so every menuitem sits in a menu or group (axe-core).
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';
import ScreenIcon from '@mui/icons-material/ViewList';
import { Badge, Collapse, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useId } from 'react';
import { Menu as RaMenu, usePermissions, useSidebarState, useStore, useTranslate } from 'react-admin';
import { isMenuVisible } from '../routes';
import type { Principal } from '../schema';
import { useCounterSources } from '../shell/counters/CounterSourcesContext';
import { useCounters } from '../shell/counters/useCounters';
import { useRegistry } from '../shell/modules/RegistryContext';
import { useScreenLabel } from '../shell/useScreenLabel';
import { menuTree, type MenuEntry, type MenuGroupNode } from './menuTree';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * An entry that may carry a counter is drawn the same way before and after its count arrives (a
 * different element then would remount it under a pointer about to click it). Its accessible name is
 * its label alone; the badge is hidden from assistive technology and the count is the entry's
 * description, in words ("3 waiting").
 */
function MenuEntryItem({ entry, counted, count }: { entry: MenuEntry; counted: boolean; count?: number }) {
  const labelOf = useScreenLabel();
  const translate = useTranslate();
  const countId = useId();
  if (entry.resource && !counted) return <RaMenu.ResourceItem name={entry.resource} />;
  const label = labelOf(entry);
  const text = count ? (
    <>
      <Badge badgeContent={count} color="error" max={999} slotProps={{ badge: { 'aria-hidden': true } }} sx={{ '& .MuiBadge-badge': { right: -16, top: 10 } }}>
        {label}
      </Badge>
      <span id={countId} style={visuallyHidden}>{translate('app.menuCount', { count })}</span>
    </>
  ) : (
    label
  );
  // Hand-written screens get react-admin's resource icon, so every entry has one and lines up.
  return <RaMenu.Item to={entry.path} primaryText={text} leftIcon={<ScreenIcon />} aria-label={label} aria-describedby={count ? countId : undefined} />;
}

/** Menu badges: the counters that belong to a screen (`paths`: every screen that has one, counted or not yet). */
function useBadges(): { counts: Map<string, number>; paths: Set<string> } {
  const counts = useCounters();
  const counterSources = useCounterSources();
  const withPath = counterSources.filter((s) => s.path);
  return {
    counts: new Map(withPath.filter((s) => counts[s.key]).map((s) => [s.path as string, counts[s.key]])),
    paths: new Set(withPath.map((s) => s.path as string)),
  };
}

function MenuGroupEntries({ node, badges }: { node: MenuGroupNode; badges: ReturnType<typeof useBadges> }) {
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
          <MenuEntryItem key={entry.path} entry={entry} counted={badges.paths.has(entry.path)} count={badges.counts.get(entry.path)} />
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
