import { loadProtos } from '@downbeat/contracts';
import { connectClient } from '@downbeat/platform';
import type { PremiumAccessSource } from '../domain/ports';

/**
 * Users' premium access from accounts (GetCurrentUser), asked afresh each time: a subscription
 * bought or lapsed a moment ago counts at once. Errors (NOT_FOUND "User was not found", accounts
 * down) propagate: no premium track is handed out on a guess.
 */
export class AccountsPremiumAccess implements PremiumAccessSource {
  private readonly client;

  constructor(address: string) {
    this.client = connectClient('accounts', loadProtos().downbeat.accounts.v1.AccountsService, address);
  }

  async premiumAccess(partnerId: string, userId: string): Promise<boolean> {
    const { user } = await this.client.getCurrentUser({ partnerId, userId });
    return user?.premiumAccess === true;
  }

  close(): void {
    this.client.close();
  }
}
