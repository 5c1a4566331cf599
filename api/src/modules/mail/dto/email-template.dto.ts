import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { LocalizedTextDto } from 'src/common/openapi/openapi.decorators';
import type { EmailTemplate } from 'src/modules/mail/email-template.entity';
import {
  MAIL_LANGUAGES,
  TEMPLATE_KEYS,
  type MailLanguage,
  type TemplateKey,
} from 'src/modules/mail/mail.types';
import { MAIL_VARIABLES } from 'src/modules/mail/variables';
import { IsNotBlank, OptionalNotNull } from 'src/common/validation/validators';

/** The editable texts; `{{variables}}` must be on the list (GET answers carry it as `variables`). */
export class TemplateDraftDto {
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @IsNotBlank()
  @MaxLength(300)
  subject?: string;
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @IsNotBlank()
  @MaxLength(200_000)
  html?: string;
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @IsNotBlank()
  @MaxLength(100_000)
  text?: string;
}

export class UpdateEmailTemplateDto extends TemplateDraftDto {
  // react-admin sends the whole record back on save; key and language are fixed, the rest read-only.
  @IsOptional() id?: unknown;
  @IsOptional() key?: unknown;
  @IsOptional() language?: unknown;
  @IsOptional() createdAt?: unknown;
  @IsOptional() updatedAt?: unknown;
  @IsOptional() updatedBy?: unknown;
  @IsOptional() variables?: unknown;
}

/** Preview or test: unsaved edits (optional) and optionally a real booking instead of the sample. */
export class PreviewEmailTemplateDto extends TemplateDraftDto {
  @ApiPropertyOptional({ description: 'Render with this booking instead of the sample booking' })
  @IsOptional()
  @IsUUID('all')
  bookingId?: string;
}

export class MailVariableDto {
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['booking', 'company', 'extra'] }) group!: string;
  @ApiProperty({ type: LocalizedTextDto }) description!: LocalizedTextDto;
}

export class EmailTemplateResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: TEMPLATE_KEYS }) key!: TemplateKey;
  @ApiProperty({ enum: MAIL_LANGUAGES }) language!: MailLanguage;
  @ApiProperty() subject!: string;
  @ApiProperty() html!: string;
  @ApiProperty() text!: string;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({ type: String, nullable: true }) updatedBy!: string | null;
  @ApiProperty({ type: [MailVariableDto] }) variables!: MailVariableDto[];
}

const variables: MailVariableDto[] = MAIL_VARIABLES.map(({ name, group, description }) => ({
  name,
  group,
  description,
}));

export const toEmailTemplateResponse = (t: EmailTemplate): EmailTemplateResponseDto => ({
  id: t.id,
  key: t.key,
  language: t.language,
  subject: t.subject,
  html: t.html,
  text: t.text,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  updatedBy: t.updatedBy ?? null,
  variables,
});

export class AttachmentInfoDto {
  @ApiProperty() filename!: string;
  @ApiProperty() contentType!: string;
  @ApiProperty() content!: string;
}

export class PreviewResponseDto {
  @ApiProperty({ enum: TEMPLATE_KEYS }) key!: TemplateKey;
  @ApiProperty({ enum: MAIL_LANGUAGES }) language!: MailLanguage;
  @ApiProperty() subject!: string;
  @ApiProperty() html!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: [AttachmentInfoDto] }) attachments!: AttachmentInfoDto[];
}
