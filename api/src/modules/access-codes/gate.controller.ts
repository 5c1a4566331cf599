import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { Env } from 'src/config/env';
import { AppException } from 'src/common/http/app-exception';
import { Public } from '../auth/auth.decorators';
import { AccessCodesService } from './access-codes.service';
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
  @ApiHeader({ name: 'X-Gate-Key', required: true })
  verify(@Body() dto: GateVerifyDto, @Req() req: Request) {
    const given = Buffer.from(String(req.headers['x-gate-key'] ?? ''));
    const expected = Buffer.from(this.env.GATE_API_KEY ?? '');
    if (!expected.length || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppException(HttpStatus.UNAUTHORIZED, 'error.unauthorized');
    }
    return this.codes.verify(dto.code, { gate: dto.gate, ip: req.ip });
  }
}
