import { Module } from '@nestjs/common';
import { AccessCodesCoreModule } from './access-codes-core.module';
import { AdminAccessCodesController } from './admin-access-codes.controller';
import { GateController } from './gate.controller';

/** The HTTP side: the gate's verify route and the admin resource access-codes. */
@Module({
  imports: [AccessCodesCoreModule],
  controllers: [GateController, AdminAccessCodesController],
  exports: [AccessCodesCoreModule],
})
export class AccessCodesModule {}
