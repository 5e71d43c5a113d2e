import { api, type User } from '@kaiwa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, call, setApiCredentials } from '../lib/api';

const STORAGE_KEY = 'kaiwa.user';

type SessionState = {
  user: User | null;
  /** True until the stored user has been checked with the server. */
  checking: boolean;
  setUser: (user: User | null) => void;
  updateUser: (changes: Partial<User>) => void;
  /** Notifies the server (revoking the token) and clears the user. */
  logout: () => Promise<void>;
};

const SessionContext = createContext<SessionState | null>(null);

function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

// A check cut off because the page is being left (a link, a reload) fails like a network error, but says
// nothing about the token: the stored user must survive it.
let pageIsLeaving = false;
window.addEventListener('pagehide', () => {
  pageIsLeaving = true;
});

/**
 * Token verification failures count as "invalid" (spec §8), unless the page was being left or the server
 * only refused to check now (429: too many checks from this network): neither says anything about the
 * token, and signing the user out for it would let anyone on the network do that. A dead token still shows
 * at the next call, whose 401 signs the user out.
 */
async function isTokenValid(token: string): Promise<boolean | undefined> {
  try {
    const { valid } = await call(api.verifyToken, { body: { token } });
    return valid;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return undefined;
    return pageIsLeaving ? undefined : false;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<User | null>(readStoredUser);
  const [checking, setChecking] = useState(() => user !== null);

  const setUser = useCallback(
    (next: User | null) => {
      setUserState(next);
      if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      else {
        localStorage.removeItem(STORAGE_KEY);
        queryClient.clear();
      }
    },
    [queryClient],
  );

  // Credentials must be in place before children render and fire their queries.
  setApiCredentials(user ? { authToken: user.auth_token, userId: user.user_id } : null, () => setUser(null));

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on load, for the stored user only
  useEffect(() => {
    const stored = readStoredUser();
    if (!stored) return;
    void isTokenValid(stored.auth_token).then((valid) => {
      if (valid === false) setUser(null);
      setChecking(false);
    });
  }, []);

  const value = useMemo<SessionState>(
    () => ({
      user,
      checking,
      setUser,
      updateUser: (changes) => {
        if (user) setUser({ ...user, ...changes });
      },
      logout: async () => {
        if (user) {
          await call(api.logout, { body: { token: user.auth_token } }).catch(() => undefined);
        }
        setUser(null);
      },
    }),
    [user, checking, setUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** For pages that only render for a signed-in user (inside the guard). */
export function useUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useUser needs a signed-in user');
  return user;
}
