import type { accounts } from '@downbeat/contracts';
import { unary, type Logger } from '@downbeat/platform';
import type { Partners } from '../domain/partners';
import type { KeyRing } from '../domain/signing-keys';
import { issueToken } from '../domain/tokens';

/** Thin translation between AccountsService RPCs and the domain; no logic of its own. */
export function accountsHandlers(deps: {
  partners: Partners;
  keys: KeyRing;
  logger: Logger;
}): Partial<accounts.AccountsServiceHandlers> {
  const { partners, keys, logger } = deps;
  return {
    IssuePartnerToken: unary(logger, async (request: accounts.IssuePartnerTokenRequest__Output) => {
      const partner = await partners.authenticate(request.accessKeyId, request.accessKeySecret);
      return issueToken(keys, { kind: 'partner', partnerId: partner.id, subject: partner.id });
    }),
    GetSigningKeys: unary(logger, async () => ({
      keys: keys.publicKeys.map((key) => ({
        kid: key.kid ?? '',
        kty: key.kty ?? '',
        crv: key.crv ?? '',
        x: key.x ?? '',
        y: key.y ?? '',
        alg: key.alg ?? '',
        use: key.use ?? '',
      })),
    })),
  };
}
