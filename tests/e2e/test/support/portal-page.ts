import type { Browser, Locator, Page } from 'playwright-core';

/**
 * Milliseconds from navigation to `ready` being visible, `runs` times, each in a fresh browser
 * context (its own empty cache and no cookies): the cold load a partner's first visit sees.
 */
export async function coldLoads(
  browser: Browser,
  url: string,
  ready: (page: Page) => Locator,
  runs: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    try {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(url, { waitUntil: 'commit' });
      await ready(page).waitFor();
      times.push(Math.round(performance.now() - started));
    } finally {
      await context.close();
    }
  }
  return times;
}

/** The names in the free tier's grid, in order. */
export async function rowNames(grid: Locator): Promise<string[]> {
  return grid.locator('[role="row"] .name').allTextContents();
}

/** A mouse drag in small steps (React Aria starts a drag after the pointer moves), dropped on the target's upper edge. */
export async function dragAbove(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1)
    await page.mouse.move(from.x + from.width / 2, from.y + ((to.y + 3 - from.y) * step) / 10, { steps: 2 });
  await page.mouse.up();
}
