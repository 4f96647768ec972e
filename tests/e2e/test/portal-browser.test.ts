import path from 'node:path';
import { waitFor } from '@downbeat/testing';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, screenshotDir } from './support/browser';
import { partnerToken, request, waitForDemoCatalog } from './support/api';
import { EmbeddedSystem } from './support/embedded-system';

const CREDENTIALS = { accessKeyId: 'portal-partner', accessKeySecret: 'portal-partner-secret-0123456789' };

interface Collection {
  id: string;
  name: string;
}

/**
 * The developer portal in a real browser (Debian's Chromium) against `npm start`'s process, as a
 * partner uses it: sign in, reorder the free tier by dragging and see the API change (collections
 * order, a track turning premium), rotate an API key, connect a user, read usage. A screenshot of
 * each page is saved (support/browser.ts says where).
 */
describe('the developer portal in Chromium', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let page: Page;
  const shots = screenshotDir();
  const token = () => partnerToken(system.baseUrl, CREDENTIALS.accessKeyId, CREDENTIALS.accessKeySecret);
  const api = async <T = Record<string, unknown>>(route: string) =>
    (await request<T>(system.baseUrl, route, { token: await token() })).body;
  const shoot = (name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    system = await EmbeddedSystem.create('portal', CREDENTIALS);
    await system.start();
    await waitForDemoCatalog(system.baseUrl, CREDENTIALS);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('signs in with the access key, after refusing a wrong secret', async () => {
    const started = Date.now();
    await page.goto(`${system.baseUrl}/portal/`);
    await page.getByLabel('Access key id').waitFor();
    const firstLoadMs = Date.now() - started;
    console.log(`portal first load (sign-in form usable): ${firstLoadMs} ms`);
    expect(firstLoadMs).toBeLessThan(3_000); // the goal is < 1 s; the CI machine is shared
    await shoot('sign-in');

    await page.getByLabel('Access key id').fill(CREDENTIALS.accessKeyId);
    await page.getByLabel('Access key secret').fill('not-the-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'not accepted' }).waitFor();

    await page.getByLabel('Access key secret').fill(CREDENTIALS.accessKeySecret);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Free tier' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'downbeat_portal')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
  });

  it('reorders the free tier by dragging; the API lists it first and a track turns premium', async () => {
    const { collectionIds: defaults } = await api<{ collectionIds: string[] }>('/v0/partner/free-tier');
    const listed = await api<{ collections: Collection[] }>('/v0/collections?excludeField=tracks&limit=20');
    const extra = listed.collections.find((collection) => !defaults.includes(collection.id))!;
    const [kept, ...dropped] = defaults.map((id) => listed.collections.find((collection) => collection.id === id)!);
    expect(kept && extra && dropped.length > 0).toBeTruthy();
    // A track of a dropped collection that neither kept collection has: it must turn premium.
    const tracksOf = async (id: string) =>
      (await api<{ tracks: { id: string }[] }>(`/v0/collections/${id}?limit=100`)).tracks.map((track) => track.id);
    const staying = new Set([...(await tracksOf(kept!.id)), ...(await tracksOf(extra.id))]);
    const leaving = (await tracksOf(dropped[0]!.id)).find((id) => !staying.has(id))!;
    const isPreviewOnly = async () =>
      (await api<{ isPreviewOnly: boolean }[]>(`/v0/tracks/metadata?trackId=${leaving}`))[0]!.isPreviewOnly;
    expect(await isPreviewOnly()).toBe(false);

    const freeTier = page.getByRole('grid', { name: 'Free tier, in order' });
    for (const collection of dropped) await page.getByRole('button', { name: `Remove ${collection.name}` }).click();
    await page.getByRole('button', { name: `Add ${extra.name}` }).click();
    await expect(rowNames(freeTier)).resolves.toEqual([kept!.name, extra.name]);

    // Drag the added collection by its handle above the kept one, as a mouse does.
    const handle = page.getByRole('button', { name: `Drag ${extra.name}` });
    const target = freeTier.getByRole('row', { name: kept!.name });
    await dragAbove(page, handle, target);
    await expect(rowNames(freeTier)).resolves.toEqual([extra.name, kept!.name]);
    await shoot('free-tier');

    await page.getByRole('button', { name: 'Save free tier' }).click();
    await page.getByRole('status').filter({ hasText: 'Free tier saved' }).waitFor();
    const after = await api<{ collections: Collection[] }>('/v0/collections?excludeField=tracks&limit=20');
    expect(after.collections.slice(0, 2).map((collection) => collection.id)).toEqual([extra.id, kept!.id]);
    await waitFor('the dropped collection’s track to turn premium', isPreviewOnly, {
      timeoutMs: 2_000,
      intervalMs: 50,
    });
  });

  it('moves a collection with the keyboard alone (the handle: Enter, arrow, Enter)', async () => {
    const freeTier = page.getByRole('grid', { name: 'Free tier, in order' });
    const [first, second] = await rowNames(freeTier);
    await page.getByRole('button', { name: `Drag ${second}` }).focus();
    await page.keyboard.press('Enter');
    // React Aria moves focus through the drop positions, each labelled ("Insert before …"); step
    // up to the one before the first row, as a screen-reader user hears them, and drop there.
    const focusedLabel = async () =>
      String(await page.evaluate('document.activeElement?.getAttribute("aria-label") ?? ""'));
    const heard: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      heard.push(await focusedLabel());
      if (heard.at(-1) === `Insert before ${first}`) break;
      await page.keyboard.press('ArrowUp');
    }
    expect(heard.at(-1)).toBe(`Insert before ${first}`);
    console.log(`drop positions heard: ${heard.join(' | ')}`);
    await page.keyboard.press('Enter');
    await waitFor('the keyboard move', async () => (await rowNames(freeTier))[0] === second, {
      timeoutMs: 2_000,
      intervalMs: 50,
    });
    expect(await rowNames(freeTier)).toEqual([second, first]);
    await page.getByText('Unsaved changes').waitFor();
  });

  it('creates an API key and rotates it: each key shown once, the new one works, the old one not', async () => {
    await page.getByRole('link', { name: 'Keys' }).click();
    await page.getByRole('heading', { level: 1, name: 'Keys' }).waitFor();
    await page.getByLabel('Name of a new key').fill('Browser test');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const first = (await page.getByTestId('secret-value').textContent())!.trim();
    expect(first).toMatch(/^dbk_live_/);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await expect(page.getByTestId('secret-value').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Rotate Browser test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate now' }).click();
    await page.getByTestId('secret-value').waitFor();
    const second = (await page.getByTestId('secret-value').textContent())!.trim();
    expect(second).not.toBe(first);
    await shoot('keys');
    expect((await request(system.baseUrl, '/v0/partner', { token: first })).status).toBe(401);
    expect((await request(system.baseUrl, '/v0/partner', { token: second })).status).toBe(200);
  });

  it('connects a user with a subscription, which the API then grants premium downloads', async () => {
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('User id').fill('browser-user-1');
    await page.getByRole('button', { name: 'Connect user' }).click();
    await page.getByTestId('user-browser-user-1').waitFor();
    await expect(page.getByTestId('user-browser-user-1').textContent()).resolves.toContain('ACTIVE');
    await shoot('users');
    expect(await api('/v0/partner/users/browser-user-1')).toMatchObject({
      connected: true,
      premiumAccess: true,
      subscription: { status: 'ACTIVE', active: true },
    });
  });

  it('reads usage: the reported previews per day, the top tracks, and a CSV', async () => {
    const { tracks } = await api<{ tracks: { id: string }[] }>('/v0/tracks?limit=2');
    const now = new Date().toISOString();
    const events = [tracks[0]!, tracks[0]!, tracks[1]!].map((track) => ({
      userId: 'browser-user-1',
      timestamp: now,
      analyticsEvent: { type: 'trackPreviewed', trackId: track.id },
    }));
    expect(
      (await request(system.baseUrl, '/v0/analytics/report', { token: await token(), json: { events } })).status,
    ).toBe(200);
    await page.getByRole('link', { name: 'Usage' }).click();
    await waitFor(
      'the portal to show the three previews',
      async () => {
        await page.getByRole('button', { name: 'Show usage' }).click();
        return (
          (await page
            .getByTestId('usage-totals')
            .textContent()
            .catch(() => '')) ?? ''
        ).includes('3 previews');
      },
      { timeoutMs: 15_000, intervalMs: 500 },
    );
    const top = page.getByTestId('top-tracks').getByRole('row');
    await expect(top.nth(1).textContent()).resolves.toContain(tracks[0]!.id);
    await expect(page.getByRole('img', { name: /Previews, downloads and exports per day/ }).count()).resolves.toBe(1);
    await shoot('usage');
    const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    const csv = await page.evaluate(async (href) => (await fetch(href!)).text(), csvHref);
    expect(csv.split('\n')[0]).toBe('day,previews,downloads,exports');
    expect(csv).toContain(`${now.slice(0, 10)},3,0,0`);
  });

  it('shows the webhook page and signs out', async () => {
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await shoot('webhooks');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Access key id').waitFor();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'downbeat_portal')).toBeUndefined();
  });
});

async function rowNames(grid: ReturnType<Page['getByRole']>): Promise<string[]> {
  return grid.locator('[role="row"] .name').allTextContents();
}

/** A mouse drag in small steps (React Aria starts a drag after the pointer moves), dropped on the target's upper edge. */
async function dragAbove(
  page: Page,
  handle: ReturnType<Page['getByRole']>,
  target: ReturnType<Page['getByRole']>,
): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1)
    await page.mouse.move(from.x + from.width / 2, from.y + ((to.y + 3 - from.y) * step) / 10, { steps: 2 });
  await page.mouse.up();
}
