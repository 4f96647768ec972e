import type { Request, Response } from 'express';
import {
  clearSessionCookie,
  csrfTokenOf,
  requireSameOriginWrite,
  sessionTokenOf,
  setSessionCookie,
} from './portal-session';

function request(init: { secure?: boolean; cookie?: string; method?: string; headers?: Record<string, string> }) {
  const headers: Record<string, string> = {
    host: 'api.example.com',
    ...(init.cookie ? { cookie: init.cookie } : {}),
    ...init.headers,
  };
  return {
    secure: init.secure ?? false,
    protocol: init.secure ? 'https' : 'http',
    method: init.method ?? 'GET',
    headers,
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
}

function response() {
  const cookies: string[] = [];
  return { cookies, append: (_name: string, value: string) => cookies.push(value) } as unknown as Response & {
    cookies: string[];
  };
}

describe('the portal session cookie', () => {
  it('is __Host- prefixed and Secure when the request came over TLS', () => {
    const answer = response();
    setSessionCookie(request({ secure: true }), answer, 'token', new Date(Date.now() + 60_000));
    expect(answer.cookies).toEqual([
      '__Host-downbeat_portal=token; Path=/; Max-Age=60; HttpOnly; SameSite=Strict; Secure',
    ]);
  });

  it('is read under either name, among other cookies', () => {
    expect(sessionTokenOf(request({ cookie: 'theme=dark; downbeat_portal=abc' }))).toBe('abc');
    expect(sessionTokenOf(request({ cookie: '__Host-downbeat_portal=xyz; other=1' }))).toBe('xyz');
    expect(sessionTokenOf(request({ cookie: 'theme=dark' }))).toBeUndefined();
    expect(sessionTokenOf(request({}))).toBeUndefined();
  });

  it('is cleared under both names over TLS', () => {
    const answer = response();
    clearSessionCookie(request({ secure: true }), answer);
    expect(answer.cookies.map((cookie) => cookie.split('=')[0])).toEqual(['downbeat_portal', '__Host-downbeat_portal']);
  });
});

describe('writes with the session', () => {
  const token = 'session-token';
  const own = { origin: 'http://api.example.com', 'x-csrf-token': csrfTokenOf(token) };

  it('pass with the CSRF token from the page’s own origin, or without an Origin header', () => {
    expect(() => requireSameOriginWrite(request({ method: 'POST', headers: own }), token)).not.toThrow();
    expect(() =>
      requireSameOriginWrite(request({ method: 'PUT', headers: { 'x-csrf-token': csrfTokenOf(token) } }), token),
    ).not.toThrow();
  });

  it('are refused without the token, with another session’s token, or from another origin', () => {
    const refuse = (headers: Record<string, string>) =>
      expect(() => requireSameOriginWrite(request({ method: 'DELETE', headers }), token)).toThrow(
        expect.objectContaining({ kind: 'forbidden' }),
      );
    refuse({ origin: own.origin });
    refuse({ ...own, 'x-csrf-token': csrfTokenOf('another-session') });
    refuse({ ...own, origin: 'https://evil.example' });
  });

  it('reads need no token', () => {
    expect(() => requireSameOriginWrite(request({ method: 'GET' }), token)).not.toThrow();
  });
});
