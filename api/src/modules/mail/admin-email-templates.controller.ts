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
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
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
import { MailService } from './mail.service';

/** The mail templates (one per key and language): read, edit, preview, send a test to oneself. */
@ApiTags('admin: email templates')
@Roles('admin', 'staff')
@Controller('admin/email-templates')
export class AdminEmailTemplatesController {
  constructor(
    private readonly templates: EmailTemplatesService,
    private readonly mail: MailService,
  ) {}

  @Get()
  @ApiOkResponse({ type: [EmailTemplateResponseDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const result = await this.templates.list(query);
    return sendList(res, TEMPLATE_LIST.resource, {
      ...result,
      items: result.items.map(toEmailTemplateResponse),
    });
  }

  @Get(':id')
  @ApiOkResponse({ type: EmailTemplateResponseDto })
  async get(@Param('id', ParseUUIDPipe) id: string) {
    return toEmailTemplateResponse(await this.templates.get(id));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOkResponse({ type: EmailTemplateResponseDto })
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateEmailTemplateDto,
    @Req() req: Request,
  ) {
    const draft = { subject: dto.subject, html: dto.html, text: dto.text };
    return toEmailTemplateResponse(await this.templates.update(id, draft, req.auth!.user.email));
  }

  /** Renders the stored template, or the edits in the body, with sample data; nothing is sent. */
  @Post(':id/preview')
  @HttpCode(200)
  @ApiOkResponse({ type: PreviewResponseDto })
  preview(@Param('id', ParseUUIDPipe) id: string, @Body() dto: PreviewEmailTemplateDto) {
    const { bookingId, ...draft } = dto;
    return this.mail.preview(id, draft, bookingId);
  }

  /** Sends the preview to the signed-in staff member; answers the logged message (status sent, caught or failed). */
  @Post(':id/test')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async test(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: PreviewEmailTemplateDto,
    @Req() req: Request,
  ) {
    const { bookingId, ...draft } = dto;
    const message = await this.mail.sendTest(id, draft, req.auth!.user.email, bookingId);
    return toMessageResponse(message, true);
  }
}
