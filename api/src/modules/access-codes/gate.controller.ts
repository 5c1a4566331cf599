import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { GATE_KEY_SCHEME } from 'src/common/openapi/openapi-document';
import type { Request } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { Env } from 'src/config/env';
import { AppException } from 'src/common/http/app-exception';
import { Public } from '../auth/auth.decorators';
import { AccessCodesService } from './access-codes.service';
import { GateResultDto } from './dto/access-code-response.dto';
import { GateVerifyDto } from './dto/gate.dto';

/** For the gate controller at the entrance: no staff session, a shared API key instead. */
@ApiTags('gate')
@Controller('gate')
export class GateController {
  constructor(
    private readonly codes: AccessCodesService,
    private readonly env: Env,
  ) {}

  @Public()
  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check a gate code at the entrance' })
  @ApiSecurity(GATE_KEY_SCHEME)
  @ApiOkResponse({ type: GateResultDto })
  @ApiErrors(400, 401, 429)
  verify(@Body() dto: GateVerifyDto, @Req() req: Request): Promise<GateResultDto> {
    const given = Buffer.from(String(req.headers['x-gate-key'] ?? ''));
    const expected = Buffer.from(this.env.GATE_API_KEY ?? '');
    if (!expected.length || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppException(HttpStatus.UNAUTHORIZED, 'error.unauthorized');
    }
    return this.codes.verify(dto.code, { gate: dto.gate, ip: req.ip });
  }
}
