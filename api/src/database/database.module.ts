import { MikroOrmMiddleware, MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { Env } from 'src/config/env';
import { ormConfig } from './orm.config';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [Env],
      useFactory: (env: Env) => ({
        ...ormConfig(env),
        // Registered below, where a route may be left out of it.
        registerRequestContext: false,
      }),
      // Lets services inject the PostgreSQL-specific EntityManager (query builder, upsert, execute).
      driver: PostgreSqlDriver,
    }),
  ],
})
export class DatabaseModule implements NestModule {
  /**
   * Every request gets its own EntityManager fork (MikroORM's request context) — except the
   * availability search, the hottest read, which never uses one: it reads through the connection and
   * its services fork their own. Forking on every search cost more than the rest of its JavaScript.
   */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(MikroOrmMiddleware)
      .exclude({ path: 'availability', method: RequestMethod.GET })
      // Express 5 route syntax (the library's default is the old `*`).
      .forRoutes({ path: '{*all}', method: RequestMethod.ALL });
  }
}
