import { toTimestamp, type accounts } from '@downbeat/contracts';
import { unary, type Logger } from '@downbeat/platform';
import type { ApiKeys } from '../domain/api-keys';
import type { EndUsers } from '../domain/end-users';
import type { Likes } from '../domain/likes';
import { pageOf } from '../domain/paging';
import type { Partners } from '../domain/partners';
import type { PortalSessions } from '../domain/portal-sessions';
import type { KeyRing } from '../domain/signing-keys';
import { issueToken, issueUserToken } from '../domain/tokens';
import type { SafelistingLicenses } from '../domain/safelisting-licenses';
import {
  assetTypeFrom,
  instantFrom,
  platformFrom,
  safelistingLicenseMessage,
  settingsMessage,
  userMessage,
} from './messages';

/** The public API fixes liked tracks at 25 per page (spec §8). */
const LIKED_TRACKS_PAGE = { defaultLimit: 25, maxLimit: 25 };

/** Thin translation between AccountsService RPCs and the domain; no logic of its own. */
export function accountsHandlers(deps: {
  partners: Partners;
  users: EndUsers;
  likes: Likes;
  keys: KeyRing;
  sessions: PortalSessions;
  apiKeys: ApiKeys;
  licenses: SafelistingLicenses;
  logger: Logger;
}): accounts.AccountsServiceHandlers {
  const { partners, users, likes, keys, sessions, apiKeys, licenses, logger } = deps;
  return {
    IssuePartnerToken: unary(logger, async (request: accounts.IssuePartnerTokenRequest__Output) => {
      const partner = await partners.authenticate(request.accessKeyId, request.accessKeySecret, request.clientAddress);
      return issueToken(keys, { kind: 'partner', partnerId: partner.id, subject: partner.id });
    }),
    IssueUserToken: unary(logger, (request: accounts.IssueUserTokenRequest__Output) =>
      issueUserToken({ partners, users, keys }, request),
    ),
    GetSigningKeys: unary(logger, async () => {
      await keys.refreshIfStale();
      return {
        keys: keys.publicKeys.map((key) => ({
          kid: key.kid ?? '',
          kty: key.kty ?? '',
          crv: key.crv ?? '',
          x: key.x ?? '',
          y: key.y ?? '',
          alg: key.alg ?? '',
          use: key.use ?? '',
        })),
      };
    }),
    GetCurrentUser: unary(logger, async (request: accounts.GetCurrentUserRequest__Output) => ({
      user: userMessage(await users.get(request.partnerId, request.userId)),
    })),
    GetPartnerSettings: unary(logger, async (request: accounts.GetPartnerSettingsRequest__Output) => ({
      settings: settingsMessage(await partners.settings(request.partnerId)),
    })),
    ListLikedTracks: unary(logger, (request: accounts.ListLikedTracksRequest__Output) =>
      likes.list(request.partnerId, request.userId, pageOf(request.page, LIKED_TRACKS_PAGE)),
    ),
    AddLikedTrack: unary(logger, async (request: accounts.AddLikedTrackRequest__Output) => {
      await likes.like(request.partnerId, request.userId, request.trackId);
      return {};
    }),
    RemoveLikedTrack: unary(logger, async (request: accounts.RemoveLikedTrackRequest__Output) => {
      await likes.unlike(request.partnerId, request.userId, request.trackId);
      return {};
    }),
    OpenPortalSession: unary(logger, async (request: accounts.OpenPortalSessionRequest__Output) => {
      const session = await sessions.open(request.accessKeyId, request.accessKeySecret);
      return { sessionToken: session.token, partnerId: session.partnerId, expiresAt: toTimestamp(session.expiresAt) };
    }),
    GetPortalSession: unary(logger, async (request: accounts.GetPortalSessionRequest__Output) => {
      const session = await sessions.get(request.sessionToken);
      return { partnerId: session.partnerId, expiresAt: toTimestamp(session.expiresAt) };
    }),
    ClosePortalSession: unary(logger, async (request: accounts.ClosePortalSessionRequest__Output) => {
      await sessions.close(request.sessionToken);
      return {};
    }),
    VerifyApiKey: unary(logger, (request: accounts.VerifyApiKeyRequest__Output) => apiKeys.verify(request.key)),
    ListSafelistingLicenses: unary(logger, async (request: accounts.ListSafelistingLicensesRequest__Output) => {
      const platform = platformFrom(request.platform);
      const listed = await licenses.list(request.partnerId, request.userId, {
        assetType: assetTypeFrom(request.assetType),
        ...(platform ? { platform } : {}),
        sortBy: request.sortBy === 'createdAt' ? 'createdAt' : 'expiresAt',
        order: request.sortOrder === 'SORT_ORDER_ASC' ? 'asc' : 'desc',
        page: request.page,
        pageSize: request.pageSize,
      });
      return { ...listed, licenses: listed.licenses.map(safelistingLicenseMessage) };
    }),
    CreateSafelistingLicense: unary(logger, async (request: accounts.CreateSafelistingLicenseRequest__Output) => {
      const expiresAt = instantFrom(request.expiresAt);
      const { license, created } = await licenses.create(request.partnerId, request.userId, {
        type: assetTypeFrom(request.assetType),
        platform: platformFrom(request.platform),
        url: request.url,
        ...(expiresAt ? { expiresAt } : {}),
      });
      return { license: safelistingLicenseMessage(license), created };
    }),
    GetSafelistingLicense: unary(logger, async (request: accounts.GetSafelistingLicenseRequest__Output) => ({
      license: safelistingLicenseMessage(await licenses.get(request.partnerId, request.userId, request.licenseId)),
    })),
    UpdateSafelistingLicense: unary(logger, async (request: accounts.UpdateSafelistingLicenseRequest__Output) => ({
      license: safelistingLicenseMessage(
        await licenses.setExpiry(request.partnerId, request.userId, request.licenseId, instantFrom(request.expiresAt)),
      ),
    })),
    EndSafelistingLicense: unary(logger, async (request: accounts.EndSafelistingLicenseRequest__Output) => {
      await licenses.end(request.partnerId, request.userId, request.licenseId);
      return {};
    }),
    EndUserSafelistingLicenses: unary(logger, async (request: accounts.EndUserSafelistingLicensesRequest__Output) => ({
      ended: await licenses.endAllOfUser(request.partnerId, request.userId),
    })),
  };
}
