import { loadEnv } from 'src/config/env';
import { ormConfig } from './orm.config';

/** Entry point for the MikroORM CLI (`npx mikro-orm migration:create`); the app calls ormConfig() itself. */
export default ormConfig(loadEnv(undefined, ['DATABASE_URL', 'DATABASE_POOL_MAX']));
