import { Global, Module } from '@nestjs/common';
import { Env, loadEnv } from './env';

@Global()
@Module({
  providers: [{ provide: Env, useFactory: () => loadEnv() }],
  exports: [Env],
})
export class ConfigModule {}
