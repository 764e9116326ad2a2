/**
 * Whether an Institution's order (paid later by EAN invoice) waits for the museum's approval.
 * Nothing is paid when the order is placed, so by default staff approve each one first; a museum
 * may instead let orders up to a total it sets be issued at once (issue 10).
 */
export type EanApprovalMode = 'Manual' | 'Automatic';

export interface EanApprovalRule {
  mode: EanApprovalMode;
  /** Automatic only: the largest order total (gross, minor units) issued without approval. */
  autoLimitMinor: number;
}

/** Approval by staff: what a museum gets until it chooses otherwise. */
export const DEFAULT_EAN_APPROVAL: EanApprovalRule = { mode: 'Manual', autoLimitMinor: 0 };

/**
 * The rule from the organisation's settings as typed (EAN_APPROVAL, EAN_AUTO_LIMIT). Anything not
 * understood falls back to approval by staff: a typo must never give tickets away.
 */
export function eanApprovalRule(mode: string | undefined, autoLimit: string | undefined): EanApprovalRule {
  if (mode?.trim() !== 'Automatic') return DEFAULT_EAN_APPROVAL;
  const limit = Number(autoLimit?.trim());
  if (!autoLimit?.trim() || !Number.isSafeInteger(limit) || limit < 0) return DEFAULT_EAN_APPROVAL;
  return { mode: 'Automatic', autoLimitMinor: limit };
}

/** True when an order of `totalGrossMinor` must wait for staff to approve it. */
export const eanOrderNeedsApproval = (rule: EanApprovalRule, totalGrossMinor: number) =>
  rule.mode === 'Manual' || totalGrossMinor > rule.autoLimitMinor;
