import { fingerprintOf, uuidV5 } from './stable-ids';

describe('stable ids', () => {
  it('derive the RFC 9562 version 5 UUID', () => {
    // The DNS namespace example of RFC 9562, appendix A.4.
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('give the same content the same fingerprint, and other content another', () => {
    expect(fingerprintOf([{ a: 1 }])).toBe(fingerprintOf([{ a: 1 }]));
    expect(fingerprintOf([{ a: 1 }])).not.toBe(fingerprintOf([{ a: 2 }]));
  });
});
