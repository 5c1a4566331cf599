import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiKeyGuard } from 'src/modules/auth/api-key.guard';
import { Public } from 'src/modules/auth/auth.decorators';
import { AccessCodesService } from './access-codes.service';
import { GateVerifyDto } from './dto/gate.dto';

/** For the gate controller at the entrance: no staff session, a shared API key instead. */
@ApiTags('gate')
@Controller('gate')
export class GateController {
  constructor(private readonly codes: AccessCodesService) {}

  @Public()
  @UseGuards(ApiKeyGuard({ setting: 'GATE_API_KEY', from: { header: 'X-Gate-Key' } }))
  @Post('verify')
  @HttpCode(200)
  @ApiHeader({ name: 'X-Gate-Key', required: true })
  verify(@Body() dto: GateVerifyDto, @Req() req: Request) {
    return this.codes.verify(dto.code, { gate: dto.gate, ip: req.ip });
  }
}
