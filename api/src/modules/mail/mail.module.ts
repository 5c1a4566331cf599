import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { OutboxModule } from 'src/queues/outbox.module';
import { BookingRecordsModule } from 'src/modules/bookings/booking-records.module';
import { SettingsCoreModule } from 'src/modules/settings/settings-core.module';
import { WeatherCoreModule } from 'src/modules/weather/weather-core.module';
import { AdminEmailTemplatesController } from './admin-email-templates.controller';
import { AdminMessagesController } from './admin-messages.controller';
import { EmailTemplate } from './email-template.entity';
import { EmailTemplatesService } from './email-templates.service';
import { MailMessage } from './mail-message.entity';
import { MailTemplatesBootstrap } from './mail-templates.bootstrap';
import { MailAttachments } from './mail-attachments';
import { MailPayments } from './mail-payments';
import { MailTransport } from './mail-transport';
import { MailContexts } from './mail-context';
import { MailDelivery } from './mail-delivery';
import { MailPreview } from './mail-preview.service';
import { MailSender } from './mail-sender.service';
import { MailService } from './mail.service';
import { MessageLog } from './message-log';
import { MessagesService } from './messages.service';
import { MailSendRate } from './send-rate';

/** Rendering, sending and logging mail; what the worker (MailProcessor) and other modules need. */
@Module({
  imports: [
    MikroOrmModule.forFeature([EmailTemplate, MailMessage]),
    SettingsCoreModule,
    BookingRecordsModule,
    OutboxModule,
    WeatherCoreModule,
  ],
  providers: [
    MailService,
    MailSender,
    MailPreview,
    MailDelivery,
    MailContexts,
    MailTransport,
    MessageLog,
    EmailTemplatesService,
    MessagesService,
    MailTemplatesBootstrap,
    MailSendRate,
    MailAttachments,
    MailPayments,
  ],
  exports: [
    MailService,
    MailSender,
    MailPreview,
    EmailTemplatesService,
    MessagesService,
    MailAttachments,
    MailPayments,
  ],
})
export class MailCoreModule {}

/** The HTTP side: admin `email-templates` and `messages`. */
@Module({
  imports: [MailCoreModule],
  controllers: [AdminEmailTemplatesController, AdminMessagesController],
  exports: [MailCoreModule],
})
export class MailModule {}
