import type { PreparedQuery } from 'src/database/raw-sql';
import type { Role } from './user.entity';

/**
 * The auth module's SQL that skips the ORM: the session behind a cookie is looked up on every staff
 * request, so it is one named statement over sessions and users.
 */
export const SESSION_BY_TOKEN: PreparedQuery = {
  name: 'auth_session_by_token',
  text: `select s.id, s.csrf_token, s.last_seen_at, s.expires_at,
                u.id as user_id, u.email, u.name, u.role, u.active
           from sessions s join users u on u.id = s.user_id
          where s.token_hash = $1 and s.revoked_at is null`,
};

export interface SessionRow {
  id: string;
  csrf_token: string;
  // The driver may hand timestamps over as text.
  last_seen_at: Date | string;
  expires_at: Date | string;
  user_id: string;
  email: string;
  name: string;
  role: Role;
  active: boolean;
}
