import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import {
  EmailTemplateResponseDto,
  PreviewEmailTemplateDto,
  PreviewResponseDto,
  toEmailTemplateResponse,
  UpdateEmailTemplateDto,
} from './dto/email-template.dto';
import { MessageResponseDto, toMessageResponse } from './dto/message.dto';
import { EmailTemplatesService, TEMPLATE_LIST } from './email-templates.service';
import { MailPreview } from './mail-preview.service';

/** The mail templates (one per key and language): read, edit, preview, send a test to oneself. */
@ApiTags('admin: email templates')
@Roles('admin', 'staff')
@Controller('admin/email-templates')
export class AdminEmailTemplatesController {
  constructor(
    private readonly templates: EmailTemplatesService,
    private readonly previews: MailPreview,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List mail templates' })
  @ApiList(EmailTemplateResponseDto, TEMPLATE_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<EmailTemplateResponseDto[]> {
    const result = await this.templates.list(query);
    return sendList(res, TEMPLATE_LIST.resource, {
      ...result,
      items: result.items.map(toEmailTemplateResponse),
    });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One mail template' })
  @ApiOkResponse({ type: EmailTemplateResponseDto })
  @ApiErrors(400, 404)
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<EmailTemplateResponseDto> {
    return toEmailTemplateResponse(await this.templates.get(id));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOperation({ summary: 'Change a mail template' })
  @ApiOkResponse({ type: EmailTemplateResponseDto })
  @ApiErrors(400, 404, 409)
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateEmailTemplateDto,
    @Req() req: Request,
  ): Promise<EmailTemplateResponseDto> {
    const draft = { subject: dto.subject, html: dto.html, text: dto.text };
    return toEmailTemplateResponse(await this.templates.update(id, draft, req.auth!.user.email));
  }

  /** Renders the stored template, or the edits in the body, with sample data; nothing is sent. */
  @Post(':id/preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'Render a mail template with sample data (nothing is sent)' })
  @ApiOkResponse({ type: PreviewResponseDto })
  @ApiErrors(400, 404)
  preview(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: PreviewEmailTemplateDto,
  ): Promise<PreviewResponseDto> {
    const { bookingId, ...draft } = dto;
    return this.previews.preview(id, draft, bookingId);
  }

  /** Sends the preview to the signed-in staff member; answers the logged message (status sent, caught or failed). */
  @Post(':id/test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a rendered mail template to oneself' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 404)
  async test(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: PreviewEmailTemplateDto,
    @Req() req: Request,
  ): Promise<MessageResponseDto> {
    const { bookingId, ...draft } = dto;
    const message = await this.previews.sendTest(id, draft, req.auth!.user.email, bookingId);
    return toMessageResponse(message, true);
  }
}
