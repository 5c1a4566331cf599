import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ACCESS_CODE_LIST, AccessCodesService } from './access-codes.service';
import { IssueAccessCodeDto } from './dto/issue-access-code.dto';

/** Gate codes for staff: list, show, issue now, revoke, regenerate. */
@ApiTags('admin: access codes')
@Controller('admin/access-codes')
export class AdminAccessCodesController {
  constructor(private readonly codes: AccessCodesService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return sendList(res, ACCESS_CODE_LIST.resource, await this.codes.list(query));
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.codes.get(id);
  }

  /** Issues the booking's code now (the worker would issue it 24 h before arrival); answers the live code. */
  @Post()
  issue(@Body() dto: IssueAccessCodeDto) {
    return this.codes.issueNow(dto.bookingId);
  }

  @Post(':id/revoke')
  revoke(@Param('id', ParseUUIDPipe) id: string, @Req() req: Request) {
    return this.codes.revoke(id, req.auth!.user.email);
  }

  @Post(':id/regenerate')
  regenerate(@Param('id', ParseUUIDPipe) id: string) {
    return this.codes.regenerate(id);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @Req() req: Request) {
    return this.codes.revoke(id, req.auth!.user.email);
  }
}
