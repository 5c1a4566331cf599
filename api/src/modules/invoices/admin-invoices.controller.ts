import { Controller, Get, Param, ParseUUIDPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { InvoiceDto, StornoInvoiceDto } from './dto/invoice-response.dto';
import { pdfFile } from './pdf-response';
import { INVOICE_LIST, InvoicesService, STORNO_LIST } from './invoices.service';

/** Issued invoices for staff (read only: an invoice is never changed; a storno reverses it). */
@ApiTags('admin: invoices')
@Roles('admin', 'staff')
@Controller('admin/invoices')
export class AdminInvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiOperation({ summary: 'List invoices' })
  @ApiList(InvoiceDto, INVOICE_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<InvoiceDto[]> {
    return sendList(res, INVOICE_LIST.resource, await this.invoices.listInvoices(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One invoice' })
  @ApiOkResponse({ type: InvoiceDto })
  @ApiErrors(400, 404)
  get(@Param('id', ParseUUIDPipe) id: string): Promise<InvoiceDto> {
    return this.invoices.getInvoice(id);
  }

  @Get(':id/pdf')
  @ApiOperation({ summary: 'The invoice as PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 404)
  async pdf(
    @Param('id', ParseUUIDPipe) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return pdfFile(res, await this.invoices.pdf('invoice', id));
  }
}

/** Storno invoices for staff (read only). */
@ApiTags('admin: invoices')
@Roles('admin', 'staff')
@Controller('admin/storno-invoices')
export class AdminStornoInvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiOperation({ summary: 'List storno invoices' })
  @ApiList(StornoInvoiceDto, STORNO_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StornoInvoiceDto[]> {
    return sendList(res, STORNO_LIST.resource, await this.invoices.listStornos(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One storno invoice' })
  @ApiOkResponse({ type: StornoInvoiceDto })
  @ApiErrors(400, 404)
  get(@Param('id', ParseUUIDPipe) id: string): Promise<StornoInvoiceDto> {
    return this.invoices.getStorno(id);
  }

  @Get(':id/pdf')
  @ApiOperation({ summary: 'The storno invoice as PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 404)
  async pdf(
    @Param('id', ParseUUIDPipe) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return pdfFile(res, await this.invoices.pdf('storno', id));
  }
}
