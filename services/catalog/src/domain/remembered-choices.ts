/**
 * Partners' free-tier choices as the catalog remembers them between asks to accounts: each kept
 * for a time, replaced by an announcement, and never replaced by an answer that may be older than
 * what the catalog has since learned. An answer to an ask begun before an announcement of that
 * partner, or before the catalog started following announcements at all, is not kept — the ask
 * may have read accounts before the change that the announcement (or one the follower was not yet
 * there to see) carried.
 */
export class RememberedChoices {
  private readonly choices = new Map<string, { ids: string[]; until: number }>();
  /** When each partner's choice was last announced. */
  private readonly announcedAt = new Map<string, number>();
  /** When everything remembered was last forgotten (the follower started). */
  private forgottenAt = -Infinity;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** The choice remembered for the partner, while it is fresh. */
  fresh(partnerId: string): string[] | undefined {
    const remembered = this.choices.get(partnerId);
    return remembered && remembered.until > this.now() ? remembered.ids : undefined;
  }

  /** Marks the start of an ask to accounts; pass the mark to `answered`. */
  asking(): number {
    return this.now();
  }

  /** Accounts' answer to an ask begun at `askedAt`: remembered unless something newer was learned since. */
  answered(partnerId: string, ids: string[], askedAt: number): void {
    const announced = this.announcedAt.get(partnerId) ?? -Infinity;
    if (announced > askedAt || this.forgottenAt >= askedAt) return;
    this.choices.set(partnerId, { ids, until: this.now() + this.ttlMs });
  }

  /** An announced choice: used from now on. */
  announced(partnerId: string, ids: string[]): void {
    const now = this.now();
    this.announcedAt.set(partnerId, now);
    this.choices.set(partnerId, { ids, until: now + this.ttlMs });
  }

  /**
   * Forgets every choice remembered so far, and any answer still on its way. Called when the
   * follower starts: announcements published before it joined were never seen, so what was
   * remembered before may be older than accounts now holds.
   */
  forgetAll(): void {
    this.forgottenAt = this.now();
    this.choices.clear();
  }
}
