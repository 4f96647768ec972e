import { asPlainNumbers, exactInteger, keepLargeIntegersExact } from './json-body';

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

describe('a body read with its large integers exact', () => {
  const parse = (text: string): unknown => JSON.parse(text, keepLargeIntegersExact as never);

  it('checks the body again with each large integer as the number it is, then puts the digits back', () => {
    const body = parse('{"name": 1e16, "n": 1}') as { name: unknown };
    expect(body.name).toBe('10000000000000000');
    expect(asPlainNumbers(body, () => typeof body.name)).toBe('number');
    expect(body.name).toBe('10000000000000000');
  });

  it('leaves nothing behind for the next body when a whole body is one large integer', () => {
    expect(parse('12345678901234567890')).toBe('12345678901234567890');
    const next = parse('{"n": 1}');
    expect(asPlainNumbers(next, () => 'checked again')).toBeUndefined();
  });
});
