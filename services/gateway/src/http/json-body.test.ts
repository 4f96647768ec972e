import { exactInteger } from './json-body';

describe('exact integer literals', () => {
  it.each([
    ['9007199254740993', '9007199254740993'],
    ['-9007199254740993', '-9007199254740993'],
    ['1e20', '100000000000000000000'],
    ['1.2345678901234567e25', '12345678901234567000000000'],
    ['12e-1', undefined],
    ['120e-1', '12'],
    ['0.5', undefined],
    ['007', '7'],
    ['0e5', '0'],
  ])('%s is %s', (literal, digits) => {
    expect(exactInteger(literal)).toBe(digits);
  });
});
