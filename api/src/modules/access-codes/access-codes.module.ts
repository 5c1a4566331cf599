import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { AccessCode, GateEvent } from './access-code.entity';
import { AccessCodesService } from './access-codes.service';
import { AdminAccessCodesController } from './admin-access-codes.controller';
import { GateController } from './gate.controller';

@Module({
  imports: [MikroOrmModule.forFeature([AccessCode, GateEvent]), SettingsModule],
  controllers: [GateController, AdminAccessCodesController],
  providers: [AccessCodesService],
  exports: [AccessCodesService],
})
export class AccessCodesModule {}
