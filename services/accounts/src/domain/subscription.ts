/** What an end user pays for. The rule for "active" lives here and nowhere else. */
export interface Subscription {
  plan: string;
  /** `canceled` still runs until the end of the paid period; `expired` never counts. */
  status: 'active' | 'canceled' | 'expired';
  /** End of the paid period (exclusive); absent for an open-ended subscription. */
  currentPeriodEnd?: Date;
}

export function subscriptionActive(subscription: Subscription | undefined, now: Date): boolean {
  if (!subscription || subscription.status === 'expired') return false;
  return !subscription.currentPeriodEnd || subscription.currentPeriodEnd.getTime() > now.getTime();
}

/** Premium tracks need a connected user with a subscription active right now (spec §1.9, §5.7). */
export function premiumAccess(user: { connected: boolean; subscription?: Subscription }, now: Date): boolean {
  return user.connected && subscriptionActive(user.subscription, now);
}
