import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { isDownbeatError, ok } from '@downbeat/sdk';
import { downbeat, rememberCsrfToken, SIGNED_OUT_EVENT, type PortalSession } from './api';

type SessionState = { state: 'loading' } | { state: 'signed-out' } | { state: 'signed-in'; session: PortalSession };

interface SessionApi {
  session: SessionState;
  signIn(accessKeyId: string, accessKeySecret: string): Promise<void>;
  signOut(): Promise<void>;
  /** Reads the session again (after a secret rotation renewed it: a new CSRF token). */
  refresh(): Promise<void>;
}

const SessionContext = createContext<SessionApi | undefined>(undefined);

export function SessionProvider({ children }: { children: React.ReactNode }) {
  const [session, setSession] = useState<SessionState>({ state: 'loading' });
  const adopt = (next: PortalSession | undefined) => {
    rememberCsrfToken(next?.csrfToken);
    setSession(next ? { state: 'signed-in', session: next } : { state: 'signed-out' });
  };
  const refresh = useCallback(async () => {
    try {
      adopt(await ok(downbeat.api.GET('/v0/partner/session')));
    } catch (error) {
      if (isDownbeatError(error, 'unauthorized') || isDownbeatError(error, 'forbidden')) adopt(undefined);
      else throw error;
    }
  }, []);
  useEffect(() => {
    refresh().catch(() => adopt(undefined));
    const ended = () => adopt(undefined);
    window.addEventListener(SIGNED_OUT_EVENT, ended);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, ended);
  }, [refresh]);
  const value: SessionApi = {
    session,
    refresh,
    async signIn(accessKeyId, accessKeySecret) {
      adopt(await ok(downbeat.api.POST('/v0/partner/session', { body: { accessKeyId, accessKeySecret } })));
    },
    async signOut() {
      await downbeat.api.DELETE('/v0/partner/session').catch(() => undefined);
      adopt(undefined);
    },
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in partner (pages render only when signed in). */
export function usePartner() {
  const { session } = useSession();
  if (session.state !== 'signed-in') throw new Error('usePartner while signed out');
  return session.session.partner;
}
