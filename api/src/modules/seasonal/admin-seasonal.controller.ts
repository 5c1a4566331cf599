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
  TerminateSeasonalContractDto,
} from './dto/seasonal.dto';
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
}
