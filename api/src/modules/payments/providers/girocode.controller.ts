import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Public } from 'src/modules/auth/auth.decorators';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import { BankTransferProvider } from './bank-transfer.provider';

/** The bank transfer's EPC QR code of a booking, by the booking's link token. */
@ApiTags('bookings')
@Controller('bookings')
export class GirocodeController {
  constructor(
    private readonly bookings: BookingRecords,
    private readonly bankTransfer: BankTransferProvider,
  ) {}

  @Public()
  @Get(':id/girocode.svg')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The EPC QR code (GiroCode) a banking app fills the transfer in from' })
  @ApiQuery({ name: 'token', required: true, description: "The booking's access token" })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'The QR code as SVG', schema: { type: 'string' } })
  @ApiErrors(403, 404)
  async svg(
    @Param('id') id: string,
    @Query('token') token: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const b = await this.bookings.forGuest(id, typeof token === 'string' ? token : undefined);
    const svg = await this.bankTransfer.qrSvg(b);
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    return svg;
  }
}
