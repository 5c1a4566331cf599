import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { GATE_KEY_SCHEME } from 'src/common/openapi/openapi-document';
import type { Request } from 'express';
import { ApiKeyGuard } from 'src/modules/auth/api-key.guard';
import { Public } from 'src/modules/auth/auth.decorators';
import { AccessCodesService } from './access-codes.service';
import { GateResultDto } from './dto/access-code-response.dto';
import { GateVerifyDto } from './dto/gate.dto';

/**
 * For the gate controller at the entrance: no staff session, an API key instead: one created in
 * the console (Sicherheit → Gate-API-Schlüssel) or the GATE_API_KEY setting, which keeps working.
 */
@ApiTags('gate')
@Controller('gate')
export class GateController {
  constructor(private readonly codes: AccessCodesService) {}

  @Public()
  @UseGuards(
    ApiKeyGuard({ setting: 'GATE_API_KEY', from: { header: 'X-Gate-Key' }, orGateApiKey: true }),
  )
  @Post('verify')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Check a gate code, or a number plate read by a camera, at the entrance (valid in the same window)',
  })
  @ApiSecurity(GATE_KEY_SCHEME)
  @ApiOkResponse({ type: GateResultDto })
  @ApiErrors(400, 401, 429)
  verify(@Body() dto: GateVerifyDto, @Req() req: Request): Promise<GateResultDto> {
    return this.codes.verifyAtGate(dto, { gate: dto.gate, ip: req.ip });
  }
}
