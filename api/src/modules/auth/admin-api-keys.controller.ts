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
import { Roles } from './auth.decorators';
import { CreatedGateApiKeyDto, CreateGateApiKeyDto, GateApiKeyDto } from './dto/security.dto';
import { GATE_API_KEY_LIST, GateApiKeysService } from './gate-api-keys.service';

const meta = (req: Request) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/** Gate API keys (administrators): the gate controller sends one as `X-Gate-Key`. */
@ApiTags('admin: security')
@Roles('admin')
@Controller('admin/api-keys')
export class AdminApiKeysController {
  constructor(private readonly keys: GateApiKeysService) {}

  @Get()
  @ApiOperation({ summary: 'List gate API keys (never the keys themselves)' })
  @ApiList(GateApiKeyDto, GATE_API_KEY_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GateApiKeyDto[]> {
    return sendList(res, GATE_API_KEY_LIST.resource, await this.keys.list(query));
  }

  @Post()
  @ApiOperation({
    summary: 'Create a gate API key',
    description: 'The answer carries the key once; only its SHA-256 is stored.',
  })
  @ApiCreatedResponse({ type: CreatedGateApiKeyDto })
  @ApiErrors(400)
  create(@Body() dto: CreateGateApiKeyDto, @Req() req: Request): Promise<CreatedGateApiKeyDto> {
    return this.keys.create(dto.name, req.auth!.user, meta(req));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke a gate API key (the gate refuses it from now on)' })
  @ApiOkResponse({ type: GateApiKeyDto })
  @ApiErrors(400, 404)
  revoke(@Param('id', ParseUUIDPipe) id: string, @Req() req: Request): Promise<GateApiKeyDto> {
    return this.keys.revoke(id, req.auth!.user, meta(req));
  }
}
