import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Public } from 'src/modules/auth/auth.decorators';
import { InvoicesService } from './invoices.service';
import { pdfFile } from './pdf-response';

/** The guest's invoice, by the booking's link token. */
@ApiTags('bookings')
@Controller('bookings')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Public()
  @Get(':id/invoice.pdf')
  @ApiOperation({ summary: "The booking's invoice as PDF (once issued)" })
  @ApiQuery({ name: 'token', required: true, description: "The booking's access token" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(403, 404)
  async pdf(
    @Param('id') id: string,
    @Query('token') token: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return pdfFile(
      res,
      await this.invoices.guestPdf(id, typeof token === 'string' ? token : undefined),
    );
  }
}
