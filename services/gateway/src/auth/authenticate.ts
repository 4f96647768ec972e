import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { unauthenticated } from '@downbeat/platform';
import { requireKind, type Caller, type TokenKind, type TokenVerifier } from './token-verifier';

/**
 * Requires `Authorization: Bearer <token>` of one of the allowed kinds and puts the caller on
 * `response.locals.caller`. Missing or invalid tokens are 401; the wrong kind is 403.
 */
export function authenticate(verifier: TokenVerifier, allowed: readonly TokenKind[]): RequestHandler {
  return async (request: Request, response: Response, next: NextFunction) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthenticated('Invalid credentials');
    const caller = await verifier.verify(match[1]);
    requireKind(caller, allowed);
    response.locals.caller = caller;
    next();
  };
}

export function callerOf(response: Response): Caller {
  return response.locals.caller as Caller;
}
