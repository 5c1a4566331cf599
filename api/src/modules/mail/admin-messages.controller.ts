import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { ComposeMessageDto, MessageResponseDto, toMessageResponse } from './dto/message.dto';
import { MailService } from './mail.service';
import { MESSAGE_LIST, MessagesService } from './messages.service';

/** The message log (every mail, with its content) and messages from staff to a booking's guest. */
@ApiTags('admin: messages')
@Roles('admin', 'staff')
@Controller('admin/messages')
export class AdminMessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly mail: MailService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The message log' })
  @ApiList(MessageResponseDto, MESSAGE_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponseDto[]> {
    const result = await this.messages.list(query);
    return sendList(res, MESSAGE_LIST.resource, {
      ...result,
      items: result.items.map((m) => toMessageResponse(m, false)),
    });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One logged message, with its content' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 404)
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<MessageResponseDto> {
    return toMessageResponse(await this.messages.get(id), true);
  }

  /** Queues a message to the guest (status `queued`); the worker sends it and marks it. */
  @Post()
  @ApiOperation({ summary: "Write to a booking's guest (queued, sent by the worker)" })
  @ApiCreatedResponse({ type: MessageResponseDto })
  @ApiErrors(400, 404)
  async compose(@Body() dto: ComposeMessageDto, @Req() req: Request): Promise<MessageResponseDto> {
    const message = await this.mail.composeToGuest({ ...dto, createdBy: req.auth!.user.email });
    return toMessageResponse(message, true);
  }
}
