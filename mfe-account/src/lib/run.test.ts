import { formatIfRun } from './run';

describe('formatIfRun', () => {
  it.each([
    ['123456789', '12.345.678-9'],
    ['12345678-k', '12.345.678-k'],
    ['12.345.678-9', '12.345.678-9'],
    [' 9876543-2 ', '9.876.543-2'],
  ])('formats the RUN %s', (value, expected) => {
    expect(formatIfRun(value)).toBe(expected);
  });

  it.each(['ana.perez@correo.cl', 'usuario', '12345-6789x', ''])('leaves %s as typed', (value) => {
    expect(formatIfRun(value)).toBe(value);
  });
});
