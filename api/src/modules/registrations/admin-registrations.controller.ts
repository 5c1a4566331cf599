import {
  Body,
  Controller,
  Get,
  Header,
  Param,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { pdfFile } from 'src/modules/invoices/pdf-response';
import { SettingsService } from 'src/modules/settings/settings.service';
import {
  PutRegistrationDto,
  RegisterDto,
  RegisterQueryDto,
  RegistrationDto,
} from './dto/registration.dto';
import { renderRegisterPdf } from './register-pdf';
import { GuestRegisterService } from './guest-register.service';
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

  @Put('registration')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Enter or complete the registration at the front desk (same rules as the guest form; recorded with the staff email)',
  })
  @ApiOkResponse({ type: RegistrationDto })
  @ApiErrors(400, 404, 409)
  put(
    @Param('id') id: string,
    @Body() dto: PutRegistrationDto,
    @Req() req: Request,
  ): Promise<RegistrationDto> {
    return this.registrations.submitAtDesk(id, dto, req.auth!.user.email);
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

/** The guest register (Gästeverzeichnis) of a period: desk work, for staff and administrators. */
@ApiTags('admin: registrations')
@Roles('admin', 'staff')
@Controller('admin')
export class AdminRegisterController {
  constructor(
    private readonly register: GuestRegisterService,
    private readonly settings: SettingsService,
  ) {}

  @Get('registrations')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'The registrations of the stays arriving in a period, decrypted, and the stays still missing persons',
  })
  @ApiOkResponse({ type: RegisterDto })
  @ApiErrors(400)
  list(@Query() q: RegisterQueryDto): Promise<RegisterDto> {
    return this.register.register(q.from, q.to);
  }

  @Get('registrations.pdf')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The guest register of an arrival period as PDF (German)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400)
  async pdf(
    @Query() q: RegisterQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const [register, company] = await Promise.all([
      this.register.register(q.from, q.to),
      this.settings.get(),
    ]);
    const content = await renderRegisterPdf(register, {
      name: company.legalName || company.companyName,
      address: `${company.address}, ${company.postalCode} ${company.city}`,
    });
    return pdfFile(res, { filename: `Gaesteverzeichnis-${q.from}-${q.to}.pdf`, content });
  }
}
