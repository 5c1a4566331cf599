import { Module } from '@nestjs/common';
import { ConfigModule } from 'src/config/config.module';
import { DatabaseModule } from 'src/database/database.module';
import { AuthCoreModule } from 'src/modules/auth/auth.module';

/** Just enough of the app for command-line tasks: config, database and the account services. */
@Module({ imports: [ConfigModule, DatabaseModule, AuthCoreModule] })
export class CliModule {}
