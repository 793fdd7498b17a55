/**
 * localStorage items with an expiry (SPEC.md sections 4 and 9): the timeout is given in minutes (default
 * 60) and stored as an absolute time, minutes × 60000 ms from now. An item read after its expiry is
 * removed and reads as missing.
 */

export const DEFAULT_EXPIRY_MINUTES = 60;
const MS_PER_MINUTE = 60_000;

interface StoredItem {
  value: unknown;
  /** Epoch milliseconds after which the item is gone. */
  expiry: number;
}

function isStoredItem(raw: unknown): raw is StoredItem {
  return typeof raw === 'object' && raw !== null && 'value' in raw && typeof (raw as StoredItem).expiry === 'number';
}

/** Browsers may refuse storage (private mode, quota, disabled): the portal then simply works without it. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function setExpiringItem(key: string, value: unknown, minutes = DEFAULT_EXPIRY_MINUTES): void {
  const item: StoredItem = { value, expiry: Date.now() + minutes * MS_PER_MINUTE };
  try {
    storage()?.setItem(key, JSON.stringify(item));
  } catch {
    // Quota exceeded: the value is only a cache.
  }
}

/** The stored value, or null when missing, expired (then removed) or not an expiring item. */
export function getExpiringItem(key: string): unknown {
  const store = storage();
  const raw = store?.getItem(key);
  if (!store || raw == null) return null;
  let item: unknown;
  try {
    item = JSON.parse(raw);
  } catch {
    item = null;
  }
  if (!isStoredItem(item) || Date.now() >= item.expiry) {
    store.removeItem(key);
    return null;
  }
  return item.value;
}

export function removeExpiringItem(key: string): void {
  storage()?.removeItem(key);
}
