import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { Trim } from 'src/common/validation/validators';
import { AttachmentInfoDto } from './email-template.dto';
import {
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  type MailMessage,
  type MessageKind,
  type MessageStatus,
} from 'src/modules/mail/mail-message.entity';

/** A message from staff to the guest of a booking: plain text, sent in the booking's language frame. */
export class ComposeMessageDto {
  @ApiProperty() @IsNotEmpty() @IsUUID('all') bookingId!: string;
  @ApiProperty() @Trim() @IsNotEmpty() @IsString() @MaxLength(200) subject!: string;
  @ApiProperty() @Trim() @IsNotEmpty() @IsString() @MaxLength(20_000) text!: string;
}

export class MessageResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: MESSAGE_KINDS }) kind!: MessageKind;
  @ApiProperty({ type: String, nullable: true }) template!: string | null;
  @ApiProperty() language!: string;
  @ApiProperty() recipient!: string;
  @ApiProperty() subject!: string;
  @ApiProperty({ enum: MESSAGE_STATUSES }) status!: MessageStatus;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true }) bookingId!: string | null;
  @ApiProperty() dedupeKey!: string;
  @ApiProperty({ type: String, nullable: true }) messageId!: string | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) sentAt!: Date | null;
  @ApiProperty({ type: String, nullable: true }) createdBy!: string | null;
  @ApiProperty({ required: false, description: 'Only on GET /:id' }) html?: string;
  @ApiProperty({ required: false, description: 'Only on GET /:id' }) text?: string;
  @ApiProperty({ type: [AttachmentInfoDto], required: false, description: 'Only on GET /:id' })
  attachments?: AttachmentInfoDto[];
}

/** Lists leave out the bodies (a page stays small); one message carries everything. */
export function toMessageResponse(m: MailMessage, full: boolean): MessageResponseDto {
  const base: MessageResponseDto = {
    id: m.id,
    kind: m.kind,
    template: m.template ?? null,
    language: m.language,
    recipient: m.recipient,
    subject: m.subject,
    status: m.status,
    error: m.error ?? null,
    attempts: m.attempts,
    bookingId: m.bookingId ?? null,
    dedupeKey: m.dedupeKey,
    messageId: m.messageId ?? null,
    createdAt: m.createdAt,
    sentAt: m.sentAt ?? null,
    createdBy: m.createdBy ?? null,
  };
  return full ? { ...base, html: m.html, text: m.text, attachments: m.attachments } : base;
}
