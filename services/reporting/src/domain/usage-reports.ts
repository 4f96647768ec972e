import { randomUUID } from 'node:crypto';
import {
  endUserIdProblem,
  USAGE_PLATFORMS,
  USAGE_RULES,
  validateEvent,
  type UsageExportedEvent,
  type UsagePlatform,
} from '@downbeat/contracts';
import { invalidArgument, type EventBus, type FieldViolation } from '@downbeat/platform';

export const USAGE_TOPIC = 'usage.reports.v1';
export const USAGE_EVENT_TYPE = 'downbeat.usage.exported.v1';
/** Limits of the usage operation: libs/contracts, shared with the gateway's document. */
const { maxTrackIds: MAX_TRACK_IDS, maxTextLength: MAX_TEXT_LENGTH } = USAGE_RULES;

export interface UsageReport {
  partnerId: string;
  userId: string;
  /** Undefined: not EXPORTED (the only usage event type). */
  eventType: 'EXPORTED' | undefined;
  /** Undefined: not one of the platforms of the specification. */
  platform: UsagePlatform | undefined;
  trackIds: string[];
  other: string | undefined;
}

/** The usage operation: one EXPORTED report, published to usage.reports.v1 (acks=all) before the answer. */
export class UsageReports {
  constructor(
    private readonly bus: EventBus,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async report(report: UsageReport): Promise<{ reportId: string }> {
    const violations = usageViolations(report);
    if (violations.length > 0) throw invalidArgument('Bad request', violations);
    const reportId = randomUUID();
    const data: UsageExportedEvent = {
      reportId,
      partnerId: report.partnerId,
      userId: report.userId,
      eventType: 'EXPORTED',
      platform: report.platform!,
      trackIds: report.trackIds,
      other: report.platform === 'OTHER' ? (report.other ?? null) : null,
      receivedAt: this.clock().toISOString(),
    };
    const validation = validateEvent(USAGE_EVENT_TYPE, data);
    if (!validation.valid) {
      throw invalidArgument(
        'Bad request',
        validation.problems.map((problem) => ({ key: problem.field, messages: [problem.message] })),
      );
    }
    await this.bus.publish({
      topic: USAGE_TOPIC,
      key: report.partnerId,
      subject: report.partnerId,
      type: USAGE_EVENT_TYPE,
      id: reportId,
      time: data.receivedAt,
      data,
    });
    return { reportId };
  }
}

function usageViolations(report: UsageReport): FieldViolation[] {
  const violations: FieldViolation[] = [];
  const add = (key: string, message: string) => violations.push({ key, messages: [message] });
  if (!report.partnerId) add('partnerId', 'is required');
  const userIdProblem = endUserIdProblem(report.userId);
  if (userIdProblem) add('userId', userIdProblem);
  if (report.eventType !== 'EXPORTED') add('eventType', 'must be EXPORTED');
  if (!report.platform) add('platform', `must be one of: ${USAGE_PLATFORMS.join(', ')}`);
  if (report.trackIds.length === 0 || report.trackIds.length > MAX_TRACK_IDS)
    add('trackIds', `must hold 1 to ${MAX_TRACK_IDS} track ids`);
  else if (report.trackIds.some((id) => !id || id.length > MAX_TEXT_LENGTH))
    add('trackIds', `every track id must be 1 to ${MAX_TEXT_LENGTH} characters`);
  // `other` may come with any platform, as the reference API allows; it is kept for OTHER only.
  if (report.other !== undefined && report.other.length > MAX_TEXT_LENGTH)
    add('other', `must be at most ${MAX_TEXT_LENGTH} characters`);
  return violations;
}
