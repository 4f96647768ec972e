// Original file: protos/common/v1/common.proto

/**
 * Direction of a sort. Unspecified means ascending, the public API's default.
 */
export const SortOrder = {
  SORT_ORDER_UNSPECIFIED: 'SORT_ORDER_UNSPECIFIED',
  SORT_ORDER_ASC: 'SORT_ORDER_ASC',
  SORT_ORDER_DESC: 'SORT_ORDER_DESC',
} as const;

/**
 * Direction of a sort. Unspecified means ascending, the public API's default.
 */
export type SortOrder =
  | 'SORT_ORDER_UNSPECIFIED'
  | 0
  | 'SORT_ORDER_ASC'
  | 1
  | 'SORT_ORDER_DESC'
  | 2

/**
 * Direction of a sort. Unspecified means ascending, the public API's default.
 */
export type SortOrder__Output = typeof SortOrder[keyof typeof SortOrder]
