/**
 * The portal's own error codes: in log lines and on fallback pages, so a report from a user
 * ("me salió PORTAL-REMOTE-001") leads straight to the cause. One list, never inline strings.
 */
export const ERROR_CODES = {
  /** A remote's manifest, entry or module could not be loaded (down, 500, broken JavaScript, timeout). */
  REMOTE_UNAVAILABLE: 'PORTAL-REMOTE-001',
  /** The remote loaded but has no page for the route: remote and route manifest are out of step. */
  REMOTE_PAGE_MISSING: 'PORTAL-REMOTE-002',
  /** /remotes.json is missing or malformed: the host cannot know where the remotes are. */
  REMOTES_CONFIG_INVALID: 'PORTAL-BOOT-001',
  /** The app configuration or the portal configuration could not be loaded at boot. */
  BOOT_FAILED: 'PORTAL-BOOT-002',
  /**
   * The page the edge rendered did not match the browser's first render (a remote that failed to load in the
   * browser, a component that reads the browser while rendering): React rendered that part again.
   */
  HYDRATION_MISMATCH: 'PORTAL-SSR-001',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
