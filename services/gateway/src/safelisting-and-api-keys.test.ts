import { loadProtos } from '@downbeat/contracts';
import { connectClient } from '@downbeat/platform';
import type { RunningGateway } from './gateway';
import { startGatewayOverUpstreams } from './testing/upstream-services';

/** Partner API keys and safelisting licences through the gateway, over real accounts and catalog. */
describe('partner API keys and safelisting licences', () => {
  let gateway: RunningGateway;
  let apiKey: string;
  let partnerId: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const started = await startGatewayOverUpstreams();
    ({ gateway, stop } = started);
    const admin = connectClient(
      'accounts',
      loadProtos().downbeat.accounts.v1.AccountsAdminService,
      started.upstreams.accounts.address,
    );
    partnerId = JSON.parse(Buffer.from(started.partnerToken.split('.')[1]!, 'base64url').toString())
      .partner_id as string;
    const created = await admin.createApiKey({ partnerId, name: 'CI server' });
    admin.close();
    apiKey = created.key;
  });

  afterAll(() => stop());

  const send = (path: string, init: { method?: string; token?: string; user?: string; body?: unknown } = {}) =>
    fetch(`${gateway.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${init.token ?? apiKey}`,
        ...(init.user ? { 'x-partner-user-id': init.user } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });

  it('takes a partner API key as a Bearer token wherever a partner token is taken', async () => {
    expect((await send('/v0/tracks?limit=1')).status).toBe(200);
    const user = await send('/v0/token', { method: 'POST', body: { userId: 'fan-1' } });
    expect(user.status).toBe(201);
    const wrong = await send('/v0/tracks', { token: `${apiKey.slice(0, -2)}xx` });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid credentials' });
    const { accessToken } = (await user.json()) as { accessToken: string };
    expect((await send('/v0/users/me', { token: accessToken })).status).toBe(200);
  });

  it('safelists an end user’s channel, one user per asset, and lists, moves and ends licences', async () => {
    const asset = { type: 'channel', platform: 'youtube', url: 'https://www.youtube.com/@somechannel' };
    const created = await send('/v0/safelisting/licenses', {
      method: 'POST',
      user: 'user-1',
      body: { asset, expiresAt: '2099-01-01T00:00:00Z' },
    });
    expect(created.status).toBe(201);
    const license = (await created.json()) as { id: string; asset: { id: string } };
    expect(license.asset).toEqual({ ...asset, id: 'youtube.com/@somechannel' });

    const taken = await send('/v0/safelisting/licenses', { method: 'POST', user: 'user-2', body: { asset } });
    expect(taken.status).toBe(409);

    const listed = await send('/v0/safelisting/licenses?assetType=channel', { user: 'user-1' });
    expect(await listed.json()).toMatchObject({ page: 1, pageSize: 25, totalItems: 1, data: [{ id: license.id }] });
    const moved = await send(`/v0/safelisting/licenses/${license.id}`, {
      method: 'PATCH',
      user: 'user-1',
      body: { expiresAt: '2100-01-01T00:00:00Z' },
    });
    expect(await moved.json()).toMatchObject({ expiresAt: '2100-01-01T00:00:00.000Z' });
    expect((await send(`/v0/safelisting/licenses/${license.id}`, { user: 'user-2' })).status).toBe(404);

    expect((await send(`/v0/safelisting/licenses/${license.id}`, { method: 'DELETE', user: 'user-1' })).status).toBe(
      204,
    );
    expect((await send(`/v0/safelisting/licenses/${license.id}`, { user: 'user-1' })).status).toBe(404);
    expect((await send('/v0/safelisting/licenses', { method: 'DELETE', user: 'user-1' })).status).toBe(204);
  });

  it('names a missing end user or asset type, and takes partner credentials only', async () => {
    const missing = await send('/v0/safelisting/licenses');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: { key: string }[] }).errors.map((error) => error.key)).toEqual([
      'X-Partner-User-Id',
      'assetType',
    ]);
    const user = await send('/v0/token', { method: 'POST', body: { userId: 'fan-2' } });
    const { accessToken } = (await user.json()) as { accessToken: string };
    const refused = await send('/v0/safelisting/licenses?assetType=video', { token: accessToken, user: 'fan-2' });
    expect(refused.status).toBe(403);
  });
});
