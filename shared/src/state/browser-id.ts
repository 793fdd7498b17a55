import { readCookie, writeCookie } from '@portal/shared/storage';

/** SPEC.md section 9: the browser-id cookie lives 2147483647 s (browsers may cap it, Chromium at 400 days). */
export const BROWSER_ID_COOKIE = 'idNavegador';
export const BROWSER_ID_MAX_AGE_SECONDS = 2147483647;

/** 128 random bits as hex; getRandomValues works on plain http too, unlike crypto.randomUUID. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The id of this browser, created once and kept in its cookie. */
export function ensureBrowserId(): string {
  const existing = readCookie(BROWSER_ID_COOKIE);
  if (existing) return existing;
  const id = randomId();
  writeCookie(BROWSER_ID_COOKIE, id, { maxAgeSeconds: BROWSER_ID_MAX_AGE_SECONDS });
  return id;
}
