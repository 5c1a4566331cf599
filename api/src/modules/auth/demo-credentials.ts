/** The demo seed's staff login, printed by `npm start` and written in the README. Never valid in production. */
export const DEMO_ADMIN = {
  email: 'admin@alpencamp-dachstein.at',
  password: 'Dachstein-Demo-2026',
  name: 'Demo Admin',
} as const;
