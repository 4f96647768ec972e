import { checkUserId, MAX_USER_ID_LENGTH } from './user-id';

describe('end-user ids', () => {
  it.each([
    ['a UUID', '3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f'],
    ['a whole number', '42'],
    ['a decimal number', '-3.5'],
    ['letters, digits, underscore and hyphen', 'user_7-A'],
    ['the longest allowed id', 'u'.repeat(MAX_USER_ID_LENGTH)],
  ])('accepts %s', (_what, userId) => {
    expect(checkUserId(userId)).toBe(userId);
  });

  it.each([
    ['an empty id', '', 'is required'],
    ['a space', 'jane doe', 'must be a UUID, a number, or letters, digits, "_" and "-"'],
    ['an email address', 'jane@example.com', 'must be a UUID, a number, or letters, digits, "_" and "-"'],
    ['a path', '../admin', 'must be a UUID, a number, or letters, digits, "_" and "-"'],
    ['an over-long id', 'u'.repeat(MAX_USER_ID_LENGTH + 1), 'must be at most 128 characters'],
  ])('refuses %s, naming userId', (_what, userId, message) => {
    expect(() => checkUserId(userId)).toThrow(
      expect.objectContaining({ kind: 'invalid-argument', violations: [{ key: 'userId', messages: [message] }] }),
    );
  });
});
