import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingRecordsModule } from 'src/modules/bookings/booking-records.module';
import { CatalogCoreModule } from 'src/modules/catalog/catalog-core.module';
import { IcalExportKey } from './ical-export-key.entity';
import { IcalExportService } from './ical-export.service';
import { IcalFeed } from './ical-feed.entity';
import { IcalImportService } from './ical-import.service';

/** Export feeds and the import of external calendars: what the API and the worker both need. */
@Module({
  imports: [
    MikroOrmModule.forFeature([IcalFeed, IcalExportKey]),
    CatalogCoreModule,
    BookingRecordsModule,
  ],
  providers: [IcalExportService, IcalImportService],
  exports: [IcalExportService, IcalImportService, CatalogCoreModule],
})
export class IcalCoreModule {}
