import { randomBytes, randomUUID } from 'node:crypto';
import { API_KEY_PREFIX, isApiKey } from '@downbeat/contracts';
import { DomainError, invalidArgument, notFound, unauthenticated } from '@downbeat/platform';
import type { ApiKeyDocument, ApiKeyStore } from './ports';
import type { AccessKeySecrets } from './access-key-secrets';

const MAX_NAME_LENGTH = 200;
/** Characters of a key shown in lists: the prefix and seven of the random part. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 7;

export interface ApiKey {
  id: string;
  partnerId: string;
  name: string;
  prefix: string;
  createdAt: Date;
  issuedAt: Date;
  revokedAt?: Date;
}

/**
 * Partner API keys: long-lived Bearer credentials of a partner's servers (the reference API's
 * ApiKeyAuth), each 256 random bits after `dbk_live_`. Shown once when issued; stored as the
 * peppered HMAC access key secrets use (AccessKeySecrets), which is deterministic, so a presented
 * key is found by its hash in one indexed lookup. Rotation replaces the material (the old key
 * stops at once); revocation is for good. Every operation is scoped to the partner.
 */
export class ApiKeys {
  constructor(
    private readonly records: ApiKeyStore,
    private readonly secrets: AccessKeySecrets,
    private readonly partnerExists: (partnerId: string) => Promise<boolean>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(partnerId: string, name: string): Promise<{ apiKey: ApiKey; key: string }> {
    const label = name.trim();
    if (!label || label.length > MAX_NAME_LENGTH)
      throw invalidArgument('Bad request', [{ key: 'name', messages: [`must be 1 to ${MAX_NAME_LENGTH} characters`] }]);
    if (!(await this.partnerExists(partnerId))) throw notFound('Partner was not found');
    const key = newKey();
    const at = this.now().toISOString();
    const document: ApiKeyDocument = {
      _id: randomUUID(),
      partnerId,
      name: label,
      ...this.material(key, at),
      createdAt: at,
    };
    await this.records.insert(document);
    return { apiKey: toApiKey(document), key };
  }

  /** The partner's keys; an unknown partner is not found, not a partner without keys. */
  async list(partnerId: string): Promise<ApiKey[]> {
    const keys = (await this.records.listOfPartner(partnerId)).map(toApiKey);
    if (keys.length === 0 && !(await this.partnerExists(partnerId))) throw notFound('Partner was not found');
    return keys;
  }

  async rotate(partnerId: string, id: string): Promise<{ apiKey: ApiKey; key: string }> {
    const existing = await this.found(partnerId, id);
    if (existing.revokedAt) throw new DomainError('failed-precondition', 'A revoked API key cannot be rotated');
    const key = newKey();
    if (!(await this.records.replaceMaterial(partnerId, id, this.material(key, this.now().toISOString()))))
      throw new DomainError('failed-precondition', 'A revoked API key cannot be rotated');
    return { apiKey: toApiKey(await this.found(partnerId, id)), key };
  }

  async revoke(partnerId: string, id: string): Promise<ApiKey> {
    await this.found(partnerId, id);
    await this.records.revoke(partnerId, id, this.now().toISOString());
    return toApiKey(await this.found(partnerId, id));
  }

  /** The partner of a working key; an unknown, rotated or revoked key is the same 401. */
  async verify(key: string): Promise<{ partnerId: string; apiKeyId: string }> {
    const document = isApiKey(key) ? await this.records.byHash(this.secrets.hash(key)) : null;
    if (!document) throw unauthenticated('Invalid credentials');
    return { partnerId: document.partnerId, apiKeyId: document._id };
  }

  private async found(partnerId: string, id: string): Promise<ApiKeyDocument> {
    const document = partnerId && id ? await this.records.ofPartner(partnerId, id) : null;
    if (!document) throw notFound('API key was not found');
    return document;
  }

  private material(key: string, issuedAt: string) {
    return { hash: this.secrets.hash(key), prefix: key.slice(0, SHOWN_CHARACTERS), issuedAt };
  }
}

const newKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

function toApiKey(document: ApiKeyDocument): ApiKey {
  return {
    id: document._id,
    partnerId: document.partnerId,
    name: document.name,
    prefix: document.prefix,
    createdAt: new Date(document.createdAt),
    issuedAt: new Date(document.issuedAt),
    ...(document.revokedAt ? { revokedAt: new Date(document.revokedAt) } : {}),
  };
}
