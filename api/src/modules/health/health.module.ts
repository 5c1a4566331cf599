import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { MaintenanceState } from './maintenance-state.entity';
import { MaintenanceService } from './maintenance.service';

@Module({
  imports: [MikroOrmModule.forFeature([MaintenanceState])],
  controllers: [HealthController],
  providers: [MaintenanceService],
  exports: [MaintenanceService],
})
export class HealthModule {}
