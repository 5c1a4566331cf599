import { CONTENT_LANGUAGE } from 'src/contract/constants';
import { Controller, Get, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Clock } from 'src/common/clock';
import { requestLang } from 'src/common/i18n/lang';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { SettingsService } from 'src/modules/settings/settings.service';
import { TouristTaxQueryDto, TouristTaxReportDto } from './dto/tourist-tax.dto';
import {
  reportFilename,
  touristTaxCsv,
  touristTaxPdf,
  type ReportLang,
} from './tourist-tax-documents';
import { TouristTaxService } from './tourist-tax.service';

function download(res: Response, type: string, filename: string, body: Buffer): StreamableFile {
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Content-Length', String(body.length));
  return new StreamableFile(body);
}

/** Reports for authorities; the tourist-tax return goes to the municipality every month. */
@ApiTags('admin: reports')
@Roles('admin', 'staff')
@Controller('admin/reports')
export class AdminReportsController {
  constructor(
    private readonly touristTax: TouristTaxService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  @Get('tourist-tax')
  @ApiOperation({
    summary:
      'Tourist tax (Nächtigungsabgabe) of a month: persons and nights liable and exempt, the amount due, per booking and in total',
  })
  @ApiOkResponse({ type: TouristTaxReportDto })
  @ApiErrors(400)
  report(@Query() query: TouristTaxQueryDto): Promise<TouristTaxReportDto> {
    return this.touristTax.report(query.month);
  }

  @Get('tourist-tax.csv')
  @ApiOperation({ summary: 'The tourist-tax return of a month as CSV (UTF-8 with BOM)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV', schema: { type: 'string' } })
  @ApiErrors(400)
  async csv(
    @Query() query: TouristTaxQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const lang: ReportLang = query.lang ?? CONTENT_LANGUAGE[requestLang(req)];
    const report = await this.touristTax.report(query.month);
    return download(
      res,
      'text/csv; charset=utf-8',
      reportFilename(query.month, lang, 'csv'),
      Buffer.from(touristTaxCsv(report, lang), 'utf8'),
    );
  }

  @Get('tourist-tax.pdf')
  @ApiOperation({ summary: 'The tourist-tax return of a month as PDF for the municipality' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400)
  async pdf(
    @Query() query: TouristTaxQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const lang: ReportLang = query.lang ?? CONTENT_LANGUAGE[requestLang(req)];
    const [report, company] = await Promise.all([
      this.touristTax.report(query.month),
      this.settings.getCached(),
    ]);
    const pdf = await touristTaxPdf(
      report,
      lang,
      {
        name: company.legalName || company.companyName,
        address: company.address,
        postalCode: company.postalCode,
        city: company.city,
        uid: company.uid,
      },
      this.clock.today(),
    );
    return download(res, 'application/pdf', reportFilename(query.month, lang, 'pdf'), pdf);
  }
}
