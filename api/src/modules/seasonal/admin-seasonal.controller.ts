import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import {
  CreateSeasonalContractDto,
  RecordSeasonalReadingDto,
  SeasonalContractDto,
  SeasonalHolderDto,
  SeasonalInstalmentDto,
  SeasonalPaidDto,
  SeasonalRefundPayoutDto,
  SeasonalResentDto,
  TerminateSeasonalContractDto,
} from './dto/seasonal.dto';
import { SeasonalClosing } from './seasonal-closing.service';
import { SeasonalReversals } from './seasonal-reversals.service';
import { SEASONAL_LIST, SeasonalContracts } from './seasonal-contracts.service';
import { SeasonalInstalments } from './seasonal-instalments.service';
import { SeasonalMeterReadings } from './seasonal-meter.service';
import { SeasonalRenewals } from './seasonal-renewals.service';

/** Seasonal pitch contracts in the console (ra-data-simple-rest resource `seasonal-contracts`). */
@ApiTags('admin: seasonal contracts')
@Roles('admin', 'staff')
@Controller('admin/seasonal-contracts')
export class AdminSeasonalController {
  constructor(
    private readonly contracts: SeasonalContracts,
    private readonly instalments: SeasonalInstalments,
    private readonly renewals: SeasonalRenewals,
    private readonly readings: SeasonalMeterReadings,
    private readonly closing: SeasonalClosing,
    private readonly reversals: SeasonalReversals,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Seasonal contracts' })
  @ApiList(SeasonalContractDto, SEASONAL_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SeasonalContractDto[]> {
    return sendList(res, SEASONAL_LIST.resource, await this.contracts.list(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One seasonal contract with its instalments' })
  @ApiOkResponse({ type: SeasonalContractDto })
  @ApiErrors(400, 404)
  get(@Param('id', ParseUUIDPipe) id: string): Promise<SeasonalContractDto> {
    return this.contracts.view(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a contract: the pitch is taken for the period, the fee split in instalments',
  })
  @ApiCreatedResponse({ type: SeasonalContractDto })
  @ApiErrors(400, 409)
  create(
    @Body() dto: CreateSeasonalContractDto,
    @Req() req: Request,
  ): Promise<SeasonalContractDto> {
    return this.contracts.create(dto, req.auth!.user.email);
  }

  @Put(':id')
  @ApiOperation({ summary: "Change the holder's details, plates or the renewal offer's date" })
  @ApiOkResponse({ type: SeasonalContractDto })
  @ApiErrors(400, 404)
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: SeasonalHolderDto,
  ): Promise<SeasonalContractDto> {
    return this.contracts.update(id, dto);
  }

  @Post(':id/terminate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Terminate: the nights from the date on are freed, later instalments dropped',
  })
  @ApiOkResponse({ type: SeasonalContractDto })
  @ApiErrors(400, 404, 409)
  terminate(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: TerminateSeasonalContractDto,
  ): Promise<SeasonalContractDto> {
    return this.contracts.terminate(id, dto.terminatedOn);
  }

  @Post(':id/renewal-offer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail the renewal offer for the next season now' })
  @ApiOkResponse({ type: SeasonalContractDto })
  @ApiErrors(400, 404, 409)
  offer(@Param('id', ParseUUIDPipe) id: string): Promise<SeasonalContractDto> {
    return this.renewals.offerNow(id);
  }

  @Post(':id/meter-readings')
  @ApiOperation({
    summary:
      "Record a reading of the pitch's meter; the next instalment's invoice bills the consumption",
  })
  @ApiCreatedResponse({ type: SeasonalContractDto })
  @ApiErrors(400, 404, 409)
  recordReading(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: RecordSeasonalReadingDto,
    @Req() req: Request,
  ): Promise<SeasonalContractDto> {
    return this.readings.record(id, dto.valueWh, req.auth!.user.email);
  }

  @Post(':id/instalments/:instalmentId/issue')
  @HttpCode(200)
  @ApiOperation({ summary: 'Invoice an instalment now, before its due date' })
  @ApiOkResponse({ type: SeasonalInstalmentDto })
  @ApiErrors(400, 404, 409)
  issue(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('instalmentId', ParseUUIDPipe) instalmentId: string,
  ): Promise<SeasonalInstalmentDto> {
    return this.instalments.issueNow(id, instalmentId);
  }

  @Post(':id/instalments/:instalmentId/paid')
  @HttpCode(200)
  @ApiOperation({ summary: "Record the holder's payment of an invoiced instalment" })
  @ApiOkResponse({ type: SeasonalInstalmentDto })
  @ApiErrors(400, 404, 409)
  paid(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('instalmentId', ParseUUIDPipe) instalmentId: string,
    @Body() dto: SeasonalPaidDto,
  ): Promise<SeasonalInstalmentDto> {
    return this.instalments.markPaid(id, instalmentId, dto.paidOn);
  }

  @Post(':id/closing-invoice')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Issue the closing electricity invoice of an ended contract (readings after the last instalment)',
  })
  @ApiOkResponse({ type: SeasonalContractDto })
  @ApiErrors(400, 404, 409)
  closingInvoice(@Param('id', ParseUUIDPipe) id: string): Promise<SeasonalContractDto> {
    return this.closing.issueNow(id);
  }

  @Post(':id/instalments/:instalmentId/reverse')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary:
      "Reverse an instalment's invoice by a storno invoice (a paid one then shows the refund owed)",
  })
  @ApiOkResponse({ type: SeasonalInstalmentDto })
  @ApiErrors(400, 404, 409)
  reverse(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('instalmentId', ParseUUIDPipe) instalmentId: string,
  ): Promise<SeasonalInstalmentDto> {
    return this.reversals.reverse(id, instalmentId);
  }

  @Post(':id/instalments/:instalmentId/resend')
  @HttpCode(200)
  @ApiOperation({ summary: "Mail the instalment's invoice with the same PDF to the holder again" })
  @ApiOkResponse({ type: SeasonalResentDto })
  @ApiErrors(400, 404, 409)
  resend(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('instalmentId', ParseUUIDPipe) instalmentId: string,
  ): Promise<SeasonalResentDto> {
    return this.reversals.resend(id, instalmentId);
  }

  @Post(':id/instalments/:instalmentId/refund-payout')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Record that the refund of a reversed paid instalment was paid out' })
  @ApiOkResponse({ type: SeasonalInstalmentDto })
  @ApiErrors(400, 404, 409)
  refundPayout(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('instalmentId', ParseUUIDPipe) instalmentId: string,
    @Body() dto: SeasonalRefundPayoutDto,
    @Req() req: Request,
  ): Promise<SeasonalInstalmentDto> {
    return this.reversals.refundPayout(id, instalmentId, dto, req.auth!.user.email);
  }
}
