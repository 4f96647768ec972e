import { SUBSCRIPTION_STATUSES } from './partner-schemas';
import { json, operation, paging, pathId, type PathItem } from './operation';

/** The partner's end users: listed, read, and put (connection and subscription) by the partner's backend or the portal. */

const userExample = {
  id: 'user-1234',
  connected: true,
  premiumAccess: true,
  subscription: { plan: 'premium', status: 'ACTIVE', currentPeriodEnd: '2027-01-01T00:00:00.000Z', active: true },
  createdAt: '2026-11-21T10:00:00.000Z',
};

const userId = pathId('userId', {
  maxLength: 128,
  pattern: '^[a-zA-Z0-9_-]+$',
  description: 'The partner’s user id: a UUID, a number, or letters, digits, underscore and hyphen.',
});

export const partnerUserPaths = {
  '/v0/partner/users': {
    get: operation({
      id: 'listPartnerUsers',
      summary: 'The partner’s end users, by user id',
      tag: 'partner',
      tokenKinds: ['partner'],
      parameters: paging(50, 100),
      ok: json('PartnerUserPage', {
        users: [userExample],
        pagination: { page: 1, limit: 50, offset: 0 },
        links: {},
      }),
    }),
  },
  '/v0/partner/users/{userId}': {
    get: operation({
      id: 'getPartnerUser',
      summary: 'One end user',
      tag: 'partner',
      tokenKinds: ['partner'],
      parameters: [userId],
      notFound: true,
      ok: json('PartnerUser', userExample),
    }),
    put: operation({
      id: 'putPartnerUser',
      summary: 'Connect a user and set or end their subscription',
      description: [
        'Sets the user’s whole state in one write, creating the user if needed: `connected`, and `subscription` (absent or null: none — an existing one ends).',
        'Only a connected user may have a subscription (400 naming `subscription`). A subscription without `currentPeriodEnd` is open-ended; CANCELED stays active until the period end; EXPIRED never counts.',
        'Premium downloads need a connected user with an active subscription (`premiumAccess`). Answers 201 when the user was created, 200 otherwise.',
      ].join('\n'),
      tag: 'partner',
      tokenKinds: ['partner'],
      parameters: [userId],
      body: {
        schema: {
          type: 'object',
          required: ['connected'],
          additionalProperties: false,
          properties: {
            connected: { type: 'boolean' },
            subscription: {
              type: ['object', 'null'],
              additionalProperties: false,
              properties: {
                plan: { type: 'string', maxLength: 100, description: 'Default "premium".' },
                status: { type: 'string', enum: SUBSCRIPTION_STATUSES, description: 'Default ACTIVE.' },
                currentPeriodEnd: { type: 'string', format: 'date-time' },
              },
            },
          },
        },
        example: { connected: true, subscription: { plan: 'premium', currentPeriodEnd: '2027-01-01T00:00:00Z' } },
      },
      ok: json('PartnerUser', userExample),
    }),
  },
} satisfies Record<string, PathItem>;
const putUser = partnerUserPaths['/v0/partner/users/{userId}']!.put!;
putUser.responses['201'] = { ...(putUser.responses['200'] as object), description: 'Created: the user was new.' };
