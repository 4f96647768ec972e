import { Router } from 'express';
import type { JSONWebKeySet } from 'jose';
import { call, invalidArgument } from '@downbeat/platform';
import type { accounts } from '@downbeat/contracts';
import type { Upstreams } from '../upstreams/upstreams';

const ACCOUNTS = 'accounts service';

/** Signing keys as published by accounts, in JWKS form. */
export async function fetchSigningKeys(upstreams: Upstreams): Promise<JSONWebKeySet> {
  const response = await call<accounts.GetSigningKeysResponse__Output>(ACCOUNTS, (options, done) =>
    upstreams.accounts.getSigningKeys({}, options, done),
  );
  return {
    keys: response.keys.map(({ kid, kty, crv, x, y, alg, use }) => ({ kid, kty, crv, x, y, alg, use })),
  };
}

/** `POST /v0/partner-token` and `GET /.well-known/jwks.json`. */
export function tokenRoutes(upstreams: Upstreams): Router {
  const router = Router();

  router.post('/v0/partner-token', async (request, response) => {
    const body: unknown = request.body;
    const { accessKeyId, accessKeySecret } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const violations = [
      ...(typeof accessKeyId === 'string' && accessKeyId
        ? []
        : [{ key: 'accessKeyId', messages: ['is required and must be a string'] }]),
      ...(typeof accessKeySecret === 'string' && accessKeySecret
        ? []
        : [{ key: 'accessKeySecret', messages: ['is required and must be a string'] }]),
    ];
    if (violations.length > 0) throw invalidArgument('Bad request', violations);
    const issued = await call<accounts.IssuePartnerTokenResponse__Output>(ACCOUNTS, (options, done) =>
      upstreams.accounts.issuePartnerToken(
        { accessKeyId: accessKeyId as string, accessKeySecret: accessKeySecret as string },
        options,
        done,
      ),
    );
    response.set('Cache-Control', 'no-store').json({ accessToken: issued.accessToken });
  });

  router.get('/.well-known/jwks.json', async (_request, response) => {
    response.set('Cache-Control', 'public, max-age=300').json(await fetchSigningKeys(upstreams));
  });

  return router;
}
