/** Where a sign-in or session action came from, for the session list and the audit trail. */
export interface ClientMeta {
  ip?: string;
  userAgent?: string;
}
