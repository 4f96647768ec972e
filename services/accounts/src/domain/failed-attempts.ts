/**
 * Failed credential checks, counted per access key id and per client address, each in a window
 * that starts at its first failure. Over either limit, checks are refused without looking at the
 * secret until the window ends: one client cannot try many keys, many clients cannot hammer one
 * key. A client that proved a key's secret recently is exempt from that key's limit, so someone
 * failing on purpose with a partner's (non-secret) key id does not lock the partner's own servers
 * out. Counters live in memory, per replica, bounded in number (the oldest are forgotten first).
 */
export interface AttemptLimit {
  failures: number;
  windowMs: number;
}

export interface FailedAttemptsOptions {
  perKey?: AttemptLimit;
  perClient?: AttemptLimit;
  /** How long a client that succeeded stays exempt from that key's limit. */
  trustMs?: number;
  /** Counters and exemptions kept, each. */
  maxTracked?: number;
  now?: () => number;
}

interface Window {
  failures: number;
  since: number;
}

export const DEFAULT_ATTEMPT_LIMITS = {
  perKey: { failures: 30, windowMs: 60_000 },
  perClient: { failures: 10, windowMs: 60_000 },
};

export class FailedAttempts {
  private readonly byKey = new Map<string, Window>();
  private readonly byClient = new Map<string, Window>();
  private readonly trusted = new Map<string, number>();
  private readonly perKey: AttemptLimit;
  private readonly perClient: AttemptLimit;
  private readonly trustMs: number;
  private readonly maxTracked: number;
  private readonly now: () => number;

  constructor(options: FailedAttemptsOptions = {}) {
    this.perKey = options.perKey ?? DEFAULT_ATTEMPT_LIMITS.perKey;
    this.perClient = options.perClient ?? DEFAULT_ATTEMPT_LIMITS.perClient;
    this.trustMs = options.trustMs ?? 24 * 60 * 60_000;
    this.maxTracked = options.maxTracked ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Seconds until this key id may be tried again from this client (empty: unknown); 0 when now. */
  waitSeconds(keyId: string, client: string): number {
    const now = this.now();
    const clientWait = client ? this.wait(this.byClient.get(client), this.perClient, now) : 0;
    const trustedUntil = client ? (this.trusted.get(trustKey(keyId, client)) ?? 0) : 0;
    const keyWait = trustedUntil > now ? 0 : this.wait(this.byKey.get(keyId), this.perKey, now);
    return Math.ceil(Math.max(clientWait, keyWait) / 1000);
  }

  failed(keyId: string, client: string): void {
    const now = this.now();
    this.count(this.byKey, keyId, this.perKey, now);
    if (client) this.count(this.byClient, client, this.perClient, now);
  }

  succeeded(keyId: string, client: string): void {
    if (!client) return;
    remember(this.trusted, trustKey(keyId, client), this.now() + this.trustMs, this.maxTracked);
  }

  private wait(window: Window | undefined, limit: AttemptLimit, now: number): number {
    if (!window || window.failures < limit.failures) return 0;
    return Math.max(0, window.since + limit.windowMs - now);
  }

  private count(windows: Map<string, Window>, key: string, limit: AttemptLimit, now: number): void {
    const window = windows.get(key);
    if (window && now - window.since < limit.windowMs) window.failures += 1;
    else remember(windows, key, { failures: 1, since: now }, this.maxTracked);
  }
}

const trustKey = (keyId: string, client: string) => `${keyId}\n${client}`;

/** Sets `key` as the newest entry, forgetting the oldest beyond `max`. */
function remember<Value>(map: Map<string, Value>, key: string, value: Value, max: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}
