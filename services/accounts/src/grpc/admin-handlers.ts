import type { accounts } from '@downbeat/contracts';
import { unary, type Logger } from '@downbeat/platform';
import type { ApiKeys } from '../domain/api-keys';
import type { EndUsers } from '../domain/end-users';
import type { Likes } from '../domain/likes';
import { pageOf } from '../domain/paging';
import type { Partners } from '../domain/partners';
import { rotateSecretEndingSessions, type PortalSessions } from '../domain/portal-sessions';
import type { KeyRing } from '../domain/signing-keys';
import {
  apiKeyMessage,
  partnerMessage,
  rateLimitFrom,
  settingsMessage,
  subscriptionFrom,
  userMessage,
} from './messages';

const PARTNERS_PAGE = { defaultLimit: 50, maxLimit: 500 };
const END_USERS_PAGE = { defaultLimit: 50, maxLimit: 500 };

/** Thin translation between AccountsAdminService RPCs and the domain; no logic of its own. */
export function adminHandlers(deps: {
  partners: Partners;
  users: EndUsers;
  likes: Likes;
  keys: KeyRing;
  sessions: PortalSessions;
  apiKeys: ApiKeys;
  logger: Logger;
}): accounts.AccountsAdminServiceHandlers {
  const { partners, users, likes, keys, sessions, apiKeys, logger } = deps;
  const partnerReply = async (partner: Promise<Parameters<typeof partnerMessage>[0]>) => ({
    partner: partnerMessage(await partner),
  });
  const settingsReply = async (settings: Promise<Parameters<typeof settingsMessage>[0]>) => ({
    settings: settingsMessage(await settings),
  });
  const userReply = async (user: Promise<Parameters<typeof userMessage>[0]>) => ({ user: userMessage(await user) });

  return {
    CreatePartner: unary(logger, async (request: accounts.CreatePartnerRequest__Output) => {
      const rateLimit = rateLimitFrom(request.rateLimit);
      const created = await partners.create({ name: request.name, ...(rateLimit ? { rateLimit } : {}) });
      return { partner: partnerMessage(created.partner), credentials: created.credentials };
    }),
    GetPartner: unary(logger, (request: accounts.GetPartnerRequest__Output) =>
      partnerReply(partners.get(request.partnerId)),
    ),
    ListPartners: unary(logger, async (request: accounts.ListPartnersRequest__Output) => {
      const listed = await partners.list(pageOf(request.page, PARTNERS_PAGE));
      return { partners: listed.partners.map(partnerMessage), total: listed.total };
    }),
    RotatePartnerSecret: unary(logger, async (request: accounts.RotatePartnerSecretRequest__Output) => ({
      credentials: await rotateSecretEndingSessions(request.partnerId, (id) => partners.rotateSecret(id), sessions),
    })),
    DisablePartner: unary(logger, (request: accounts.DisablePartnerRequest__Output) =>
      partnerReply(partners.setStatus(request.partnerId, 'disabled')),
    ),
    EnablePartner: unary(logger, (request: accounts.EnablePartnerRequest__Output) =>
      partnerReply(partners.setStatus(request.partnerId, 'active')),
    ),
    SetFreeTierCollections: unary(logger, (request: accounts.SetFreeTierCollectionsRequest__Output) =>
      settingsReply(partners.setFreeTierCollections(request.partnerId, request.collectionIds)),
    ),
    SetRateLimit: unary(logger, (request: accounts.SetRateLimitRequest__Output) =>
      settingsReply(partners.setRateLimit(request.partnerId, rateLimitFrom(request.rateLimit))),
    ),
    SetAllowedOrigins: unary(logger, (request: accounts.SetAllowedOriginsRequest__Output) =>
      settingsReply(partners.setAllowedOrigins(request.partnerId, request.origins)),
    ),
    UpsertEndUser: unary(logger, (request: accounts.UpsertEndUserRequest__Output) =>
      userReply(
        users.upsert(
          request.partnerId,
          request.userId,
          request.connected === undefined ? {} : { connected: request.connected },
        ),
      ),
    ),
    ListEndUsers: unary(logger, async (request: accounts.ListEndUsersRequest__Output) => {
      const listed = await users.list(request.partnerId, pageOf(request.page, END_USERS_PAGE));
      return { users: listed.users.map(userMessage), total: listed.total };
    }),
    SetSubscription: unary(logger, (request: accounts.SetSubscriptionRequest__Output) =>
      userReply(users.setSubscription(request.partnerId, request.userId, subscriptionFrom(request.subscription))),
    ),
    LikeTrack: unary(logger, async (request: accounts.LikeTrackRequest__Output) => {
      await likes.like(request.partnerId, request.userId, request.trackId);
      return {};
    }),
    UnlikeTrack: unary(logger, async (request: accounts.UnlikeTrackRequest__Output) => {
      await likes.unlike(request.partnerId, request.userId, request.trackId);
      return {};
    }),
    PutEndUser: unary(logger, async (request: accounts.PutEndUserRequest__Output) => {
      const subscription = subscriptionFrom(request.subscription);
      const { user, created } = await users.put(request.partnerId, request.userId, {
        connected: request.connected,
        ...(subscription ? { subscription } : {}),
      });
      return { user: userMessage(user), created };
    }),
    CreateApiKey: unary(logger, async (request: accounts.CreateApiKeyRequest__Output) => {
      const issued = await apiKeys.create(request.partnerId, request.name);
      return { apiKey: apiKeyMessage(issued.apiKey), key: issued.key };
    }),
    ListApiKeys: unary(logger, async (request: accounts.ListApiKeysRequest__Output) => ({
      apiKeys: (await apiKeys.list(request.partnerId)).map(apiKeyMessage),
    })),
    RotateApiKey: unary(logger, async (request: accounts.RotateApiKeyRequest__Output) => {
      const issued = await apiKeys.rotate(request.partnerId, request.apiKeyId);
      return { apiKey: apiKeyMessage(issued.apiKey), key: issued.key };
    }),
    RevokeApiKey: unary(logger, async (request: accounts.RevokeApiKeyRequest__Output) => ({
      apiKey: apiKeyMessage(await apiKeys.revoke(request.partnerId, request.apiKeyId)),
    })),
    RotateSigningKey: unary(logger, async () => {
      const { key, retired } = await keys.rotate();
      return {
        kid: key.kid,
        publishedKids: keys.publicKeys.map((jwk) => jwk.kid ?? ''),
        retiredKids: retired,
      };
    }),
  };
}
