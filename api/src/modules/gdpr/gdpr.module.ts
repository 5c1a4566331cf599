import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RegistrationsCoreModule } from 'src/modules/registrations/registrations.module';
import { AdminGdprController } from './admin-gdpr.controller';
import { GdprAction, GdprSettings } from './gdpr.entity';
import { GdprService } from './gdpr.service';

/** The GDPR tools as the worker uses them (retention); no controllers. */
@Module({
  imports: [MikroOrmModule.forFeature([GdprAction, GdprSettings]), RegistrationsCoreModule],
  providers: [GdprService],
  exports: [GdprService],
})
export class GdprCoreModule {}

/** The HTTP side (admin console → GDPR Compliance). */
@Module({ imports: [GdprCoreModule], controllers: [AdminGdprController] })
export class GdprModule {}
