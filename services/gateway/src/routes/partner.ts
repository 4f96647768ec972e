import type { Request, Response } from 'express';
import { fromTimestamp } from '@downbeat/contracts';
import { invalidArgument, isDomainError } from '@downbeat/platform';
import { callerOf } from '../auth/authenticate';
import {
  clearSessionCookie,
  csrfTokenOf,
  requireOwnOrigin,
  setSessionCookie,
  type SessionLookup,
} from '../auth/portal-session';
import type { ApiRouter } from '../http/api-router';
import { partnerJson, usageCsv } from '../http/partner-json';
import type { GatewayInputs } from '../openapi/document';
import type { Upstreams } from '../upstreams/upstreams';
import { readDailyUsage } from './reporting';

/** The largest page of collections the catalog answers. */
const COLLECTIONS_PAGE = 20;

/**
 * The partner management API's own part (openapi/partner.ts): portal sign-in and sign-out, the
 * partner, the free tier, the access key secret, the usage export. Always the caller's partner.
 */
export function partnerRoutes(
  api: ApiRouter,
  upstreams: Upstreams,
  options: { sessions: SessionLookup; forgetPartner: (partnerId: string) => void },
): void {
  const partnerOf = async (partnerId: string) => {
    const { partner } = await upstreams.accountsAdmin.getPartner({ partnerId });
    if (!partner) throw new Error('accounts answered GetPartner without a partner');
    return partnerJson(partner);
  };
  const openSession = async (
    request: Request,
    response: Response,
    credentials: GatewayInputs['openPortalSession']['body'],
  ) => {
    const opened = await upstreams.accounts.openPortalSession(credentials);
    const expiresAt = fromTimestamp(opened.expiresAt) ?? new Date();
    setSessionCookie(request, response, opened.sessionToken, expiresAt);
    return { sessionToken: opened.sessionToken, partnerId: opened.partnerId, expiresAt };
  };

  api.handle('openPortalSession', async (request, response, { body }) => {
    requireOwnOrigin(request);
    const session = await openSession(request, response, body);
    response
      .status(201)
      .set('Cache-Control', 'no-store')
      .json({
        partner: await partnerOf(session.partnerId),
        csrfToken: csrfTokenOf(session.sessionToken),
        expiresAt: session.expiresAt.toISOString(),
      });
  });

  api.handle('getPortalSession', async (_request, response) => {
    const caller = callerOf(response);
    const token = caller.portalSession ?? '';
    const [session, partner] = await Promise.all([options.sessions(token), partnerOf(caller.partnerId)]);
    response
      .set('Cache-Control', 'no-store')
      .json({ partner, csrfToken: csrfTokenOf(token), expiresAt: session.expiresAt.toISOString() });
  });

  api.handle('closePortalSession', async (request, response) => {
    const sessionToken = callerOf(response).portalSession ?? '';
    await upstreams.accounts.closePortalSession({ sessionToken });
    clearSessionCookie(request, response);
    response.status(204).end();
  });

  api.handle('getPartner', async (_request, response) => {
    response.set('Cache-Control', 'private, no-cache').json(await partnerOf(callerOf(response).partnerId));
  });

  api.handle('getFreeTier', async (_request, response) => {
    const { settings } = await partnerOf(callerOf(response).partnerId);
    const partnerId = callerOf(response).partnerId;
    const chosen = settings.freeTierCollectionIds;
    const collectionIds =
      chosen.length > 0 ? (await asListed(upstreams, partnerId, chosen)).ids : await defaultFreeTier(upstreams);
    response.set('Cache-Control', 'private, no-cache').json({ collectionIds, chosen: chosen.length > 0 });
  });

  api.handle('setFreeTier', async (_request, response, { body }) => {
    const partnerId = callerOf(response).partnerId;
    const { ids, unknown } = await asListed(upstreams, partnerId, body.collectionIds);
    const messages = unknown.map((id) => `"${id}" is not a collection`);
    if (messages.length > 0) throw invalidArgument('Bad request', [{ key: 'collectionIds', messages }]);
    await upstreams.accountsAdmin.setFreeTierCollections({ partnerId, collectionIds: ids });
    options.forgetPartner(partnerId);
    const chosen = body.collectionIds.length > 0;
    response
      .set('Cache-Control', 'no-store')
      .json({ collectionIds: chosen ? ids : await defaultFreeTier(upstreams), chosen });
  });

  api.handle('rotateAccessKeySecret', async (request, response) => {
    const caller = callerOf(response);
    const { credentials } = await upstreams.accountsAdmin.rotatePartnerSecret({ partnerId: caller.partnerId });
    if (!credentials) throw new Error('accounts answered RotatePartnerSecret without credentials');
    // The rotation ended every session, the caller's too: a portal user stays signed in with the new secret.
    if (caller.portalSession) await openSession(request, response, credentials);
    response
      .set('Cache-Control', 'no-store')
      .json({ accessKeyId: credentials.accessKeyId, accessKeySecret: credentials.accessKeySecret });
  });

  api.handle('exportUsage', async (_request, response, { params }) => {
    const days = await readDailyUsage(upstreams, callerOf(response).partnerId, { ...params, defaultDays: 30 });
    const span = days.length > 0 ? `${days[0]!.day}_${days.at(-1)!.day}` : 'empty';
    response
      .set({
        'Cache-Control': 'private, no-cache',
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="downbeat-usage-${span}.csv"`,
      })
      .send(usageCsv(days));
  });
}

/**
 * The default free tier: what the catalog gives a partner that has not chosen (the empty partner
 * id never has a choice). Free-tier collections are listed first, so the pages stop at the first
 * collection outside it.
 */
async function defaultFreeTier(upstreams: Upstreams): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += COLLECTIONS_PAGE) {
    const page = await upstreams.catalog.listCollections({
      partnerId: '',
      page: { limit: COLLECTIONS_PAGE, offset },
      excludeTracks: true,
    });
    const free = page.collections.filter((collection) => collection.inFreeTier);
    ids.push(...free.map((collection) => collection.id));
    if (free.length < page.collections.length || offset + COLLECTIONS_PAGE >= page.total) return ids;
  }
}

/**
 * The ids as collections are listed (a collection may be named by its stored id or by the UUID the
 * API shows; the free tier is stored and answered in the latter, so it matches GET /v0/collections),
 * and the ids the catalog does not know (accounts stores ids without checking them).
 */
async function asListed(
  upstreams: Upstreams,
  partnerId: string,
  given: string[],
): Promise<{ ids: string[]; unknown: string[] }> {
  const listed = await Promise.all(
    given.map(async (collectionId) => {
      try {
        const { collection } = await upstreams.catalog.getCollection({
          partnerId,
          collectionId,
          page: { limit: 1, offset: 0 },
        });
        return { given: collectionId, id: collection?.id ?? collectionId, known: true };
      } catch (error) {
        if (isDomainError(error, 'not-found')) return { given: collectionId, id: collectionId, known: false };
        throw error;
      }
    }),
  );
  return {
    ids: listed.map((entry) => entry.id),
    unknown: listed.filter((entry) => !entry.known).map((entry) => entry.given),
  };
}
