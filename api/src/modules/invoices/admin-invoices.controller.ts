import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
  StreamableFile,
  type Type,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { sendList, type ListSpec } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import {
  InvoiceDocumentDto,
  InvoiceDto,
  InvoiceResentDto,
  StornoInvoiceDto,
} from './dto/invoice-response.dto';
import { pdfFile } from './pdf-response';
import { INVOICE_LIST, STORNO_LIST, type InvoiceKind, type InvoiceRecord } from './invoice-records';
import { InvoicesService } from './invoices.service';

interface Series {
  /** The class name; OpenAPI's operation ids derive from it (AdminInvoices_list …). */
  name: string;
  kind: InvoiceKind;
  path: string;
  /** "invoice" / "storno invoice" in the route summaries. */
  noun: string;
  dto: Type<InvoiceDocumentDto>;
  list: ListSpec;
}

/**
 * Invoices and storno invoices are the same resource for staff — list, one, PDF, send again — over
 * two number series, so both controllers come from this one shape. Read only: an issued document
 * is never changed (a storno reverses an invoice).
 */
function adminSeriesController({ name, kind, path, noun, dto, list }: Series) {
  @ApiTags('admin: invoices')
  @Roles('admin', 'staff')
  @Controller(path)
  class AdminSeriesController {
    constructor(readonly invoices: InvoicesService) {}

    @Get()
    @ApiOperation({ summary: `List ${noun}s` })
    @ApiList(dto, list)
    async list(
      @Query() query: Record<string, unknown>,
      @Res({ passthrough: true }) res: Response,
    ): Promise<InvoiceRecord[]> {
      return sendList(res, list.resource, await this.invoices.list(kind, query));
    }

    @Get(':id')
    @ApiOperation({ summary: `One ${noun}` })
    @ApiOkResponse({ type: dto })
    @ApiErrors(400, 404)
    get(@Param('id', ParseUUIDPipe) id: string): Promise<InvoiceRecord> {
      return this.invoices.get(kind, id);
    }

    @Get(':id/pdf')
    @ApiOperation({ summary: `The ${noun} as PDF` })
    @ApiProduces('application/pdf')
    @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
    @ApiErrors(400, 404)
    async pdf(
      @Param('id', ParseUUIDPipe) id: string,
      @Res({ passthrough: true }) res: Response,
    ): Promise<StreamableFile> {
      return pdfFile(res, await this.invoices.pdf(kind, id));
    }

    @Post(':id/resend')
    @HttpCode(HttpStatus.ACCEPTED)
    @ApiOperation({ summary: `Mail the ${noun} (its stored PDF) to the guest again` })
    @ApiAcceptedResponse({ type: InvoiceResentDto })
    @ApiErrors(400, 404, 409)
    resend(@Param('id', ParseUUIDPipe) id: string): Promise<InvoiceResentDto> {
      return this.invoices.resend(kind, id);
    }
  }
  Object.defineProperty(AdminSeriesController, 'name', { value: name });
  return AdminSeriesController;
}

export const AdminInvoicesController = adminSeriesController({
  name: 'AdminInvoicesController',
  kind: 'invoice',
  path: 'admin/invoices',
  noun: 'invoice',
  dto: InvoiceDto,
  list: INVOICE_LIST,
});

export const AdminStornoInvoicesController = adminSeriesController({
  name: 'AdminStornoInvoicesController',
  kind: 'storno',
  path: 'admin/storno-invoices',
  noun: 'storno invoice',
  dto: StornoInvoiceDto,
  list: STORNO_LIST,
});
