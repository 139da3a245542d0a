// The page's h1 when the screen has none of its own: visually hidden, named by the breadcrumb trail's
// screen (and record), the target of the focus after a navigation.
import { useBreadcrumbController } from '../breadcrumbs/useBreadcrumbController';
import { SHELL_HEADING_ATTR, useScreenHeadingController } from './useScreenHeadingController';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function ScreenHeading() {
  const { pageHasHeading, shellHeading } = useScreenHeadingController();
  const crumbs = useBreadcrumbController();
  if (pageHasHeading) return null;
  // The last crumb, after its screen when that is a link (a record's page: "Business groups – AUTO").
  const [before, last] = crumbs.slice(-2);
  const label = [before?.to ? before.label : undefined, last?.label ?? before?.label].filter(Boolean).join(' – ');
  return (
    <h1 ref={shellHeading} tabIndex={-1} {...{ [SHELL_HEADING_ATTR]: '' }} style={visuallyHidden}>
      {label || document.title}
    </h1>
  );
}
