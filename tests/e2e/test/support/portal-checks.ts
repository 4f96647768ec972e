import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { waitFor } from '@downbeat/testing';
import type { Browser, Page } from 'playwright-core';
import { partnerToken, request } from './api';
import { launchChromium, screenshot, screenshotDir } from './browser';
import { coldLoads, dragAbove, rowNames } from './portal-page';
import type { SystemContext } from './system-under-test';

interface Collection {
  id: string;
  name: string;
}

export interface PortalCheckOptions {
  /** Save a screenshot of every page (one mode is enough: the pages are the same in both). */
  screenshots: boolean;
}

/**
 * The developer portal in a real browser (Debian's Chromium), as a partner uses it, against a
 * running system in either mode: sign in, reorder the free tier by dragging and see the API change
 * (collections order, a track turning premium), rotate an API key, connect a user, read usage with
 * the top tracks' titles, set and remove the webhook, safelist a channel, sign out. The checks run
 * in order on one page and one partner (the system's demo partner).
 */
export function describePortalInBrowser(system: SystemContext, options: PortalCheckOptions): void {
  let browser: Browser;
  let page: Page;
  const shots = options.screenshots ? screenshotDir() : undefined;
  const baseUrl = () => system().baseUrl;
  const token = () => partnerToken(baseUrl(), system().accessKeyId, system().accessKeySecret);
  const api = async <T = Record<string, unknown>>(route: string, headers: Record<string, string> = {}) =>
    (await request<T>(baseUrl(), route, { token: await token(), headers })).body;
  const shoot = async (name: string) => {
    if (shots) await screenshot(page, path.join(shots, `${name}.png`));
  };

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('loads cold within the bound, then signs in with the access key after refusing a wrong secret', async () => {
    // Cold: a fresh browser context each time (empty cache, no cookie), to the sign-in form usable.
    const loads = await coldLoads(browser, `${baseUrl()}/portal/`, (fresh) => fresh.getByLabel('Access key id'), 5);
    console.log(`portal cold first load (sign-in form usable), ms: ${loads.join(', ')}`);
    expect(loads.sort((a, b) => a - b)[2]).toBeLessThan(3_000); // the goal is < 1 s; CI machines are shared

    await page.goto(`${baseUrl()}/portal/`);
    await page.getByLabel('Access key id').waitFor();
    await shoot('sign-in');
    await page.getByLabel('Access key id').fill(system().accessKeyId);
    await page.getByLabel('Access key secret').fill('not-the-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'not accepted' }).waitFor();

    await page.getByLabel('Access key secret').fill(system().accessKeySecret);
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
    // Documented as visible through the API within a second: in distributed mode the catalog hears
    // of it over Kafka (accounts.partner-settings.v1), so the order is awaited, as the premium flag is.
    const firstTwo = async () =>
      (await api<{ collections: Collection[] }>('/v0/collections?excludeField=tracks&limit=20')).collections
        .slice(0, 2)
        .map((collection) => collection.id);
    await waitFor(
      'the collections list to show the new free tier first',
      async () => {
        const ids = await firstTwo();
        return ids[0] === extra.id && ids[1] === kept!.id;
      },
      { timeoutMs: 2_000, intervalMs: 50 },
    ).catch(() => undefined);
    expect(await firstTwo()).toEqual([extra.id, kept!.id]);
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
    expect((await request(baseUrl(), '/v0/partner', { token: first })).status).toBe(401);
    expect((await request(baseUrl(), '/v0/partner', { token: second })).status).toBe(200);
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

  it('reads usage: the reported previews per day, the top tracks by title, and a CSV', async () => {
    const { tracks } = await api<{ tracks: { id: string; title: string }[] }>('/v0/tracks?limit=2');
    const now = new Date().toISOString();
    const events = [tracks[0]!, tracks[0]!, tracks[1]!].map((track) => ({
      userId: 'browser-user-1',
      timestamp: now,
      analyticsEvent: { type: 'trackPreviewed', trackId: track.id },
    }));
    expect((await request(baseUrl(), '/v0/analytics/report', { token: await token(), json: { events } })).status).toBe(
      200,
    );
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
    // The most previewed track first, by its title from the catalog, its id beneath.
    const mostUsed = page.getByTestId('top-tracks').getByRole('row').nth(1);
    await mostUsed.getByText(tracks[0]!.title, { exact: false }).waitFor();
    await expect(mostUsed.textContent()).resolves.toContain(tracks[0]!.id);
    await expect(page.getByRole('img', { name: /Previews, downloads and exports per day/ }).count()).resolves.toBe(1);
    // The date fields and the buttons beside them line up: one top edge for both inputs.
    const [from, to] = [
      await page.getByLabel('From', { exact: true }).boundingBox(),
      await page.getByLabel('To', { exact: true }).boundingBox(),
    ];
    expect(Math.abs(from!.y - to!.y)).toBeLessThan(1);
    await shoot('usage');
    const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    const csv = await page.evaluate(async (href) => (await fetch(href!)).text(), csvHref);
    expect(csv.split('\n')[0]).toBe('day,previews,downloads,exports');
    expect(csv).toContain(`${now.slice(0, 10)},3,0,0`);
  });

  it('registers the webhook with a secret, changes its address, and removes it; the API follows each step', async () => {
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByTestId('webhook-state').filter({ hasText: 'No webhook is set' }).waitFor();
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    await page.getByLabel('HTTPS address').fill('http://hooks.example.com/downbeat');
    await page.getByLabel('Signing secret (optional)').fill(secret);
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await page.getByRole('alert').filter({ hasText: 'url:' }).waitFor(); // the API's 400, naming the field
    expect((await request(baseUrl(), '/v0/partner/webhook', { token: await token() })).status).toBe(404);

    await page.getByLabel('HTTPS address').fill('https://hooks.example.com/downbeat');
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await page.getByRole('status').filter({ hasText: 'Webhook saved' }).waitFor();
    await expect(page.getByTestId('secret-value').textContent()).resolves.toBe(secret);
    await page.getByTestId('webhook-state').filter({ hasText: 'https://hooks.example.com/downbeat' }).waitFor();
    await page.getByText('None yet.').waitFor(); // no job has ended since: no delivery
    await shoot('webhooks');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await api('/v0/partner/webhook')).toMatchObject({ url: 'https://hooks.example.com/downbeat' });

    // A new address without a secret: a new one is generated and shown once.
    await page.getByLabel('HTTPS address').fill('https://hooks.example.com/downbeat/v2');
    await page.getByRole('button', { name: 'Save webhook' }).click();
    await page.getByTestId('webhook-state').filter({ hasText: '/downbeat/v2' }).waitFor();
    const generated = (await page.getByTestId('secret-value').textContent())!.trim();
    expect(generated).toMatch(/^whsec_/);
    expect(generated).not.toBe(secret);
    expect(await api('/v0/partner/webhook')).toMatchObject({ url: 'https://hooks.example.com/downbeat/v2' });

    await page.getByRole('button', { name: 'Remove webhook' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByTestId('webhook-state').filter({ hasText: 'No webhook is set' }).waitFor();
    expect((await request(baseUrl(), '/v0/partner/webhook', { token: await token() })).status).toBe(404);
  });

  it('safelists a user’s channel (platform chosen by keyboard), moves its expiry and ends it; the API follows', async () => {
    const user = 'browser-user-1';
    const licences = async () =>
      (
        await api<{ totalItems: number; data: { id: string; expiresAt?: string; asset: { id: string } }[] }>(
          '/v0/safelisting/licenses?assetType=channel',
          { 'X-Partner-User-Id': user },
        )
      ).data;
    const day = (shiftDays: number) => new Date(Date.now() + shiftDays * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('link', { name: 'Safelisting' }).click();
    await page.getByRole('heading', { level: 1, name: 'Safelisting' }).waitFor();
    await page.getByLabel('User id').fill(user);
    await page.getByRole('button', { name: 'Show licences' }).click();
    await page.getByRole('heading', { name: `Active channel licences of ${user} (0)` }).waitFor();

    // The platform from the keyboard alone: the picker opens on Enter, arrows move, Enter chooses.
    await page.getByRole('button', { name: /Platform/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'YouTube' }).waitFor();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Platform/ }).textContent()).resolves.toContain('Twitch');

    // A URL off the platform is refused, the message at the URL field.
    await page.getByLabel('Channel URL').fill('https://www.youtube.com/@downbeat-portal');
    await page.getByLabel('Expires on (optional)').fill(day(30));
    await page.getByRole('button', { name: 'Safelist channel' }).click();
    await page.getByText('must be a URL on twitch.tv').first().waitFor();

    await page.getByLabel('Channel URL').fill('https://www.twitch.tv/downbeat_portal');
    await page.getByRole('button', { name: 'Safelist channel' }).click();
    await page.getByRole('status').filter({ hasText: 'twitch.tv/downbeat_portal is safelisted' }).waitFor();
    await page.getByTestId('license-twitch.tv/downbeat_portal').waitFor();
    expect(await licences()).toMatchObject([
      { asset: { id: 'twitch.tv/downbeat_portal' }, expiresAt: `${day(30)}T23:59:59.000Z` },
    ]);
    await shoot('safelisting');

    await page.getByRole('button', { name: 'Change the expiry of twitch.tv/downbeat_portal' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New expiry day').fill(day(90));
    await dialog.getByRole('button', { name: 'Save expiry' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `now expires at the end of ${day(90)}` })
      .waitFor();
    expect((await licences())[0]?.expiresAt).toBe(`${day(90)}T23:59:59.000Z`);

    await page.getByRole('button', { name: 'End twitch.tv/downbeat_portal' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End licence' }).click();
    await page.getByRole('heading', { name: `Active channel licences of ${user} (0)` }).waitFor();
    expect(await licences()).toEqual([]);
  });

  it('signs out: the session cookie is gone and the sign-in form is back', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Access key id').waitFor();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'downbeat_portal')).toBeUndefined();
  });
}
