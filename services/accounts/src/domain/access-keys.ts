import { randomBytes } from 'node:crypto';

/** The public half: recognisable in logs and support tickets, never secret. */
export function newAccessKeyId(): string {
  return `dbk_${randomBytes(10).toString('hex')}`;
}

/** 256 bits from the OS's CSPRNG, base64url: shown once, then only its hash is kept. */
export function newAccessKeySecret(): string {
  return randomBytes(32).toString('base64url');
}
