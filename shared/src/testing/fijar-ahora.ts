/** Every fake-able API but Date, so promises, timers and user-event keep running on the real clock. */
const NO_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Freezes only the date (`new Date()`, `Date.now()`) at `iso` for the tests of the calling file, so relative
 * dates ("hace 2 días") read the same whatever day the suite runs.
 */
export function fijarAhora(iso: string) {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(iso), doNotFake: [...NO_DATE] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}
