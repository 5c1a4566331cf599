import type { AuthProvider } from 'react-admin';
import type { AuthUser } from '@/api-types';
import { ADMIN_BASENAME } from '@/config';
import { api } from '@/providers/api';

export type { AuthUser };

export interface LogoutParams {
  /** Lets the caller tell the user whether the server confirmed the sign-out. */
  onSignedOut?: (confirmedByServer: boolean) => void;
}

/** The server answered and refused the credentials (as opposed to a network or parsing failure). */
export class LoginRejectedError extends Error {
  constructor(readonly serverMessage?: string) {
    super(serverMessage || 'Login failed');
    this.name = 'LoginRejectedError';
  }
}

const USER_CHECK_ATTEMPTS = 3;
const USER_CHECK_PAUSE_MS = 300;
const FALLBACK_REDIRECT_DELAY_MS = 400;
const AFTER_LOGIN = { redirectTo: `${ADMIN_BASENAME}/dashboard` };

let currentUser: AuthUser | null = null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchCurrentUser(): Promise<AuthUser | null> {
  const { data, response } = await api.GET('/api/auth/user');
  if (response.status === 401) return null;
  if (!response.ok || !data) throw new Error(`${response.status}: ${response.statusText}`);
  return data;
}

/**
 * The session cookie can take a moment to be honoured right after sign-in (docs/product.md §4), so the
 * user is re-checked a few times; the dashboard is opened either way and its own auth check
 * decides.
 */
async function confirmSession(): Promise<void> {
  for (let attempt = 1; attempt <= USER_CHECK_ATTEMPTS; attempt++) {
    const user = await fetchCurrentUser().catch(() => null);
    if (user) {
      currentUser = user;
      return;
    }
    await sleep(
      attempt < USER_CHECK_ATTEMPTS ? USER_CHECK_PAUSE_MS * attempt : FALLBACK_REDIRECT_DELAY_MS,
    );
  }
}

function clearBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (!name) continue;
    for (const path of ['/', '/admin']) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
    }
  }
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    currentUser = null;
    const { data, error, response } = await api.POST('/api/demo-login', {
      body: { email, password },
    });
    // The sign-in answers `{success, message}` on every status (400/401/429 too), so the message
    // is read whatever the status; an answer that is no JSON is a failure, not a refusal.
    const body = data ?? error;
    if (typeof body !== 'object' || body === null) {
      throw new Error(`${response.status}: ${response.statusText}`);
    }
    if (!body.success) throw new LoginRejectedError(body.message);
    await confirmSession();
    return AFTER_LOGIN;
  },

  async logout(params?: LogoutParams) {
    let confirmed = false;
    try {
      const { response } = await api.POST('/api/logout');
      confirmed = response.ok;
      if (!confirmed) console.error(`Logout failed: ${response.status}`);
    } catch (error) {
      console.error('Logout failed', error);
    }
    currentUser = null;
    clearBrowserState();
    params?.onSignedOut?.(confirmed);
    // Straight to the login form: going through /admin would only bounce there after a
    // second (failing) auth check whose notice would replace the sign-out notice.
    return `${ADMIN_BASENAME}/login`;
  },

  async checkAuth() {
    const user = await fetchCurrentUser().catch(() => null);
    // react-admin shows this message (a catalogue key) before sending the visitor to the login form.
    if (!user) throw new Error('ra.auth.auth_check_error');
    currentUser = user;
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw new Error('ra.notification.logged_out');
    // 403 means signed in but not allowed: stay signed in and let the page show the error.
  },

  async getIdentity() {
    const user = currentUser ?? (await fetchCurrentUser());
    if (!user) throw new Error('Not authenticated');
    currentUser = user;
    return { id: user.id, fullName: user.email };
  },

  async getPermissions() {
    // After a page load only the server knows the session's user until something asks it.
    currentUser ??= await fetchCurrentUser().catch(() => null);
    return currentUser?.role;
  },
};
