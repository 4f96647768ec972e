// Original file: protos/accounts/v1/accounts.proto

export const PartnerStatus = {
  PARTNER_STATUS_UNSPECIFIED: 'PARTNER_STATUS_UNSPECIFIED',
  PARTNER_STATUS_ACTIVE: 'PARTNER_STATUS_ACTIVE',
  /**
   * Tokens are refused; already issued tokens are rejected by the gateway on its next settings refresh.
   */
  PARTNER_STATUS_DISABLED: 'PARTNER_STATUS_DISABLED',
} as const;

export type PartnerStatus =
  | 'PARTNER_STATUS_UNSPECIFIED'
  | 0
  | 'PARTNER_STATUS_ACTIVE'
  | 1
  /**
   * Tokens are refused; already issued tokens are rejected by the gateway on its next settings refresh.
   */
  | 'PARTNER_STATUS_DISABLED'
  | 2

export type PartnerStatus__Output = typeof PartnerStatus[keyof typeof PartnerStatus]
