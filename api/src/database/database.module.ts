import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Env } from 'src/config/env';
import { ormConfig } from './orm.config';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [Env],
      useFactory: (env: Env) => ormConfig(env.DATABASE_URL),
    }),
  ],
})
export class DatabaseModule {}
