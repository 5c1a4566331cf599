import { Controller, Get, Header, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { pdfFile } from 'src/modules/invoices/pdf-response';
import { RegistrationDto } from './dto/registration.dto';
import { RegistrationsService } from './registrations.service';

/** Front desk: a booking's registration sheet, decrypted, and its printout. */
@ApiTags('admin: registrations')
@Roles('admin', 'staff')
@Controller('admin/bookings/:id')
export class AdminRegistrationsController {
  constructor(private readonly registrations: RegistrationsService) {}

  @Get('registration')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "A booking's guest registration: persons, who is missing, signature" })
  @ApiOkResponse({ type: RegistrationDto })
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<RegistrationDto> {
    return this.registrations.staffView(id);
  }

  @Get('registration.pdf')
  @ApiOperation({ summary: 'The registration sheet (Meldeschein) as PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(404)
  async pdf(
    @Param('id') id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return pdfFile(res, await this.registrations.pdf(id));
  }
}
