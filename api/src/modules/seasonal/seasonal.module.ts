import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CatalogCoreModule } from 'src/modules/catalog/catalog-core.module';
import { ElectricityCoreModule } from 'src/modules/electricity/electricity-core.module';
import { InvoicesCoreModule } from 'src/modules/invoices/invoices-core.module';
import { MailCoreModule } from 'src/modules/mail/mail.module';
import { PricingCoreModule } from 'src/modules/pricing/pricing-core.module';
import { AdminSeasonalController } from './admin-seasonal.controller';
import { SeasonalContract, SeasonalInstalment } from './seasonal-contract.entity';
import { SeasonalClosing } from './seasonal-closing.service';
import { SeasonalContracts } from './seasonal-contracts.service';
import { SeasonalInstalments } from './seasonal-instalments.service';
import { SeasonalLinks } from './seasonal-links';
import { SeasonalMeterReadings } from './seasonal-meter.service';
import { SeasonalPlates } from './seasonal-plates.service';
import { SeasonalRate } from './seasonal-rate';
import { SeasonalRenewals } from './seasonal-renewals.service';
import { SeasonalReversals } from './seasonal-reversals.service';
import { SeasonalController } from './seasonal.controller';

/** Only the gate's plate lookup, for the access-codes module (no other dependency). */
@Module({
  imports: [MikroOrmModule.forFeature([SeasonalContract])],
  providers: [SeasonalPlates],
  exports: [SeasonalPlates],
})
export class SeasonalPlatesModule {}

/** Seasonal contracts as the worker uses them (instalments and renewal offers when due). */
@Module({
  imports: [
    MikroOrmModule.forFeature([SeasonalContract, SeasonalInstalment]),
    CatalogCoreModule,
    PricingCoreModule,
    InvoicesCoreModule,
    MailCoreModule,
    ElectricityCoreModule,
  ],
  providers: [
    SeasonalContracts,
    SeasonalInstalments,
    SeasonalMeterReadings,
    SeasonalRenewals,
    SeasonalLinks,
    SeasonalRate,
    SeasonalClosing,
    SeasonalReversals,
  ],
  exports: [
    SeasonalContracts,
    SeasonalInstalments,
    SeasonalRenewals,
    SeasonalMeterReadings,
    SeasonalClosing,
    SeasonalReversals,
  ],
})
export class SeasonalCoreModule {}

/** The HTTP side: the console's resource `seasonal-contracts` and the public renewal page. */
@Module({
  imports: [SeasonalCoreModule],
  controllers: [AdminSeasonalController, SeasonalController],
})
export class SeasonalModule {}
