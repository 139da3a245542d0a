// Every signed-in page has one h1, and a navigation moves the keyboard focus to it (tabindex -1),
// so a keyboard or screen-reader user starts on the new page instead of in the sidebar. A screen
// with an h1 of its own keeps it; the others get the shell's visually hidden h1 with the screen's
// label. Screens load lazily, so the content is watched for the page's own h1 to appear.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Marks the shell's own heading, so it is never taken for the page's. */
export const SHELL_HEADING_ATTR = 'data-shell-heading';

/** How long after a navigation a late (lazily loaded) page heading still takes the focus. */
const LATE_HEADING_MS = 3000;

const contentRoot = () => document.getElementById('main-content') ?? document.body;
const pageHeading = (root: HTMLElement) => root.querySelector<HTMLElement>(`h1:not([${SHELL_HEADING_ATTR}])`);

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** The user has not gone anywhere yet: the focus is on the page, our heading or what started the navigation. */
const focusIsFree = (shell: HTMLElement | null, from: Element | null) => {
  const active = document.activeElement;
  return !active || active === document.body || active === shell || active === from;
};

export function useScreenHeadingController() {
  const { pathname } = useLocation();
  const [pageHasHeading, setPageHasHeading] = useState(false);
  const shellHeading = useRef<HTMLHeadingElement>(null);
  const focusUntil = useRef(0);
  const focusFrom = useRef<Element | null>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    // The content element is looked up at each check and the whole body watched: a content element
    // replaced after this effect ran (a remounted layout) would otherwise leave the shell's h1 beside
    // the page's own.
    const check = () => {
      const own = pageHeading(contentRoot());
      setPageHasHeading(Boolean(own));
      if (Date.now() >= focusUntil.current || !focusIsFree(shellHeading.current, focusFrom.current)) return;
      // The page's own h1 came late (lazy screen), or ours was mounted after the route changed.
      if (own) {
        focusUntil.current = 0;
        focusHeading(own);
      } else if (shellHeading.current && document.activeElement !== shellHeading.current) focusHeading(shellHeading.current);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // Not on the first page of a load: the browser's own start (and the sign-in form's autofocus) stands.
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    focusUntil.current = Date.now() + LATE_HEADING_MS;
    focusFrom.current = document.activeElement;
    const heading = pageHeading(contentRoot()) ?? shellHeading.current;
    if (heading) focusHeading(heading);
  }, [pathname]);

  return { pageHasHeading, shellHeading };
}
