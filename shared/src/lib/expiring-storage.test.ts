import { DEFAULT_EXPIRY_MINUTES, getExpiringItem, removeExpiringItem, setExpiringItem } from '@portal/shared/storage';

const START = new Date('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  localStorage.clear();
});

afterEach(() => jest.useRealTimers());

describe('expiring local storage', () => {
  it('keeps an item for 60 minutes by default, stored as minutes × 60000 ms', () => {
    setExpiringItem('portal', { idDominio: 860 });
    expect(DEFAULT_EXPIRY_MINUTES).toBe(60);
    expect(JSON.parse(localStorage.getItem('portal') ?? '{}')).toEqual({
      value: { idDominio: 860 },
      expiry: START.getTime() + 60 * MINUTE,
    });

    jest.setSystemTime(START.getTime() + 60 * MINUTE - 1);
    expect(getExpiringItem('portal')).toEqual({ idDominio: 860 });
  });

  it('removes an item read after its expiry and reads it as missing', () => {
    setExpiringItem('portal', 'feria', 5);
    jest.setSystemTime(START.getTime() + 5 * MINUTE);

    expect(getExpiringItem('portal')).toBeNull();
    expect(localStorage.getItem('portal')).toBeNull();
  });

  it('leaves an expired item in place until it is read', () => {
    setExpiringItem('portal', 'feria', 1);
    jest.setSystemTime(START.getTime() + 2 * MINUTE);
    expect(localStorage.getItem('portal')).not.toBeNull();
  });

  it('reads a missing item as null', () => {
    expect(getExpiringItem('nada')).toBeNull();
  });

  it('drops an item that is not valid JSON or has no expiry', () => {
    localStorage.setItem('roto', '{no es json');
    localStorage.setItem('sin-expiracion', JSON.stringify({ value: 1 }));
    expect(getExpiringItem('roto')).toBeNull();
    expect(getExpiringItem('sin-expiracion')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('removes an item on request', () => {
    setExpiringItem('portal', 'feria');
    removeExpiringItem('portal');
    expect(getExpiringItem('portal')).toBeNull();
  });
});
