/** What the operator tells the admin module (src/config.ts reads it from the environment). */
export interface AdminConfig {
  /**
   * ADMIN_PASSWORD: when set, the administrator password at every start (decision 78); the
   * CLI's `admin-password` then refuses, since the next start would undo it.
   */
  readonly environmentPassword: string | undefined;
}
