import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingsCoreModule } from 'src/modules/bookings/bookings-core.module';
import { PublicMailCap } from 'src/modules/bookings/public-mail-cap.service';
import { CatalogCoreModule } from 'src/modules/catalog/catalog-core.module';
import { MailCoreModule } from 'src/modules/mail/mail.module';
import { OutboxModule } from 'src/queues/outbox.module';
import { AdminWaitlistController } from './admin-waitlist.controller';
import { AdminWaitlistService } from './admin-waitlist.service';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistLinks } from './waitlist-links';
import { WaitlistController } from './waitlist.controller';
import { WaitlistEntries } from './waitlist-entries.service';
import { WaitlistOffers } from './waitlist-offers.service';
import { WaitlistRate } from './waitlist-rate';
import { WaitlistService } from './waitlist.service';

/** The waitlist as the worker uses it; no controllers. */
@Module({
  imports: [
    MikroOrmModule.forFeature([WaitlistEntry]),
    BookingsCoreModule,
    CatalogCoreModule,
    MailCoreModule,
    OutboxModule,
  ],
  providers: [
    WaitlistService,
    WaitlistEntries,
    WaitlistOffers,
    WaitlistRate,
    WaitlistLinks,
    PublicMailCap,
  ],
  exports: [WaitlistService, WaitlistEntries, WaitlistOffers],
})
export class WaitlistCoreModule {}

/** The HTTP side: the guest's sign-up and links, and the admin resource `waitlist`. */
@Module({
  imports: [WaitlistCoreModule],
  controllers: [WaitlistController, AdminWaitlistController],
  providers: [AdminWaitlistService],
})
export class WaitlistModule {}
