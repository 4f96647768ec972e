import { toTimestamp, type accounts } from '@downbeat/contracts';
import { unary, type Logger } from '@downbeat/platform';
import type { EndUsers } from '../domain/end-users';
import type { Likes } from '../domain/likes';
import { pageOf } from '../domain/paging';
import type { Partners } from '../domain/partners';
import type { PortalSessions } from '../domain/portal-sessions';
import type { KeyRing } from '../domain/signing-keys';
import { issueToken, issueUserToken } from '../domain/tokens';
import { settingsMessage, userMessage } from './messages';

/** The public API fixes liked tracks at 25 per page (spec §8). */
const LIKED_TRACKS_PAGE = { defaultLimit: 25, maxLimit: 25 };

/** Thin translation between AccountsService RPCs and the domain; no logic of its own. */
export function accountsHandlers(deps: {
  partners: Partners;
  users: EndUsers;
  likes: Likes;
  keys: KeyRing;
  sessions: PortalSessions;
  logger: Logger;
}): accounts.AccountsServiceHandlers {
  const { partners, users, likes, keys, sessions, logger } = deps;
  return {
    IssuePartnerToken: unary(logger, async (request: accounts.IssuePartnerTokenRequest__Output) => {
      const partner = await partners.authenticate(request.accessKeyId, request.accessKeySecret);
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
  };
}
