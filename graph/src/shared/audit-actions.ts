/**
 * What admins can do, each written to the audit log as one entry: the back office, moderation and brand verification;
 * and what brand owners do to their brand's API keys (create, roll, revoke).
 * Pure: the server checks filters against it, and the back office's audit page lists it.
 */
export const AUDIT_ACTIONS = [
  'resource.create',
  'resource.update',
  'resource.archive',
  'resource.restore',
  'ad.create',
  'ad.update',
  'ad.delete',
  'user.role',
  'user.suspend',
  'user.unsuspend',
  'report.claim',
  'report.resolve',
  'brand.verify',
  'brand.approve_claim',
  'brand.reject_claim',
  'brief.approve',
  'brief.reject',
  'api_key.create',
  'api_key.roll',
  'api_key.revoke',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
