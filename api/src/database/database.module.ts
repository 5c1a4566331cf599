import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { Env } from 'src/config/env';
import { ormConfig } from './orm.config';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [Env],
      useFactory: (env: Env) => ({
        ...ormConfig(env),
        // Express 5 route syntax for the request-context middleware (the library's default is the old `*`).
        forRoutesPath: '{*all}',
      }),
      // Lets services inject the PostgreSQL-specific EntityManager (query builder, upsert, execute).
      driver: PostgreSqlDriver,
    }),
  ],
})
export class DatabaseModule {}
