/** @jest-environment node */
import { encodingFor } from './page-bytes';

describe('the encoding of a rendered page', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    [undefined, null],
  ])('Accept-Encoding %p → %p', (accepted, encoding) => {
    expect(encodingFor(accepted)).toBe(encoding);
  });
});
