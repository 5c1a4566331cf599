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
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { ACCESS_CODE_LIST, AccessCodesService } from './access-codes.service';
import { AccessCodeDto } from './dto/access-code-response.dto';
import { IssueAccessCodeDto } from './dto/issue-access-code.dto';

/** Gate codes for staff: list, show, issue now, revoke, regenerate. */
@ApiTags('admin: access codes')
@Roles('admin', 'staff')
@Controller('admin/access-codes')
export class AdminAccessCodesController {
  constructor(private readonly codes: AccessCodesService) {}

  @Get()
  @ApiOperation({ summary: 'List gate codes' })
  @ApiList(AccessCodeDto, ACCESS_CODE_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccessCodeDto[]> {
    return sendList(res, ACCESS_CODE_LIST.resource, await this.codes.list(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One gate code' })
  @ApiOkResponse({ type: AccessCodeDto })
  @ApiErrors(400, 404)
  get(@Param('id', ParseUUIDPipe) id: string): Promise<AccessCodeDto> {
    return this.codes.get(id);
  }

  /** Issues the booking's code now (the worker would issue it 24 h before arrival); answers the live code. */
  @Post()
  @ApiOperation({ summary: "Issue a booking's gate code now" })
  @ApiCreatedResponse({ type: AccessCodeDto })
  @ApiErrors(400, 404, 409)
  issue(@Body() dto: IssueAccessCodeDto): Promise<AccessCodeDto> {
    return this.codes.issueNow(dto.bookingId);
  }

  @Post(':id/revoke')
  @ApiOperation({ summary: 'Revoke a gate code' })
  @ApiCreatedResponse({ type: AccessCodeDto })
  @ApiErrors(400, 404)
  revoke(@Param('id', ParseUUIDPipe) id: string, @Req() req: Request): Promise<AccessCodeDto> {
    return this.codes.revoke(id, req.auth!.user.email);
  }

  @Post(':id/regenerate')
  @ApiOperation({ summary: 'Replace a gate code with a new one' })
  @ApiCreatedResponse({ type: AccessCodeDto })
  @ApiErrors(400, 404, 409)
  regenerate(@Param('id', ParseUUIDPipe) id: string): Promise<AccessCodeDto> {
    return this.codes.regenerate(id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke a gate code (codes are kept for the log)' })
  @ApiOkResponse({ type: AccessCodeDto })
  @ApiErrors(400, 404)
  remove(@Param('id', ParseUUIDPipe) id: string, @Req() req: Request): Promise<AccessCodeDto> {
    return this.codes.revoke(id, req.auth!.user.email);
  }
}
