import type { JSONWebKeySet } from 'jose';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { Upstreams } from '../upstreams/upstreams';

/** Signing keys as published by accounts, in JWKS form. */
export async function fetchSigningKeys(upstreams: Upstreams): Promise<JSONWebKeySet> {
  const response = await upstreams.accounts.getSigningKeys({});
  return {
    keys: response.keys.map(({ kid, kty, crv, x, y, alg, use }) => ({
      kid,
      kty,
      crv,
      x,
      ...(y ? { y } : {}),
      alg,
      use,
    })),
  };
}

/** `POST /v0/partner-token`, `POST /v0/token` and `GET /.well-known/jwks.json`. */
export function tokenRoutes(api: ApiRouter, upstreams: Upstreams): void {
  api.handle('issuePartnerToken', async (request, response, { body }) => {
    const issued = await upstreams.accounts.issuePartnerToken(
      // The client's address (after TRUST_PROXY_HOPS) limits its failed attempts in accounts.
      { accessKeyId: body.accessKeyId, accessKeySecret: body.accessKeySecret, clientAddress: request.ip ?? '' },
    );
    response.status(201).set('Cache-Control', 'no-store').json({ accessToken: issued.accessToken });
  });

  api.handle('issueUserToken', async (_request, response, { body }) => {
    const issued = await upstreams.accounts.issueUserToken({
      partnerId: callerOf(response).partnerId,
      userId: String(body.userId),
    });
    response.status(201).set('Cache-Control', 'no-store').json({ accessToken: issued.accessToken });
  });

  api.handle('getSigningKeys', async (_request, response) => {
    response.set('Cache-Control', 'public, max-age=300').json(await fetchSigningKeys(upstreams));
  });
}
