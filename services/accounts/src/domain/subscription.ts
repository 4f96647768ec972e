import { invalidArgument } from '@downbeat/platform';

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

/** The plan a subscription gets when none is named. */
export const DEFAULT_PLAN = 'premium';
const MAX_PLAN_LENGTH = 100;

/** A subscription as a partner may set it: a plan of at most 100 characters (empty: the default plan). */
export function checkSubscription(subscription: Subscription): Subscription {
  const plan = subscription.plan.trim() || DEFAULT_PLAN;
  if (plan.length > MAX_PLAN_LENGTH)
    throw invalidArgument('Bad request', [
      { key: 'subscription.plan', messages: [`must be at most ${MAX_PLAN_LENGTH} characters`] },
    ]);
  return { ...subscription, plan };
}
