import type { Page } from 'playwright-core';

/**
 * Opens a screen from the side menu by its entry's name, as a person does: when the entry is not shown,
 * unfolds the folded groups (aria-expanded="false") until it is. It first waits for the entry or a
 * folded group to be drawn, so a group that is open but not yet drawn is never clicked shut.
 */
export async function openFromMenu(page: Page, entry: string) {
  const menu = page.getByRole('menu');
  const item = menu.getByRole('menuitem', { name: entry, exact: true });
  const folded = menu.locator('[role="menuitem"][aria-expanded="false"]');
  await item.or(folded).first().waitFor();
  while (!(await item.isVisible()) && (await folded.count()) > 0) await folded.first().click();
  await item.click();
}
