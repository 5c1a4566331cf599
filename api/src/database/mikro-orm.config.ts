import { ormConfig } from './orm.config';

/** Entry point for the MikroORM CLI (`npx mikro-orm migration:create`); the app calls ormConfig() itself. */
export default ormConfig();
