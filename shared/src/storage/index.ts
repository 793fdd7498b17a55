// Browser storage of the portal: localStorage items with an expiry, and cookies.
export { DEFAULT_EXPIRY_MINUTES, getExpiringItem, removeExpiringItem, setExpiringItem } from '../lib/expiring-storage';
export { deleteCookie, readCookie, writeCookie, type CookieOptions } from '../lib/cookies';
