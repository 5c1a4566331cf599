import {
  Body,
  Controller,
  Get,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { AdminPaymentsService, PAYMENT_LIST } from './admin-payments.service';
import { PaymentDto, RecordPaymentDto } from './dto/payment.dto';

/** The payments ledger for staff: a booking's payments (a reference list) and recording one. */
@ApiTags('admin: payments')
@Roles('admin', 'staff')
@Controller('admin')
export class AdminPaymentsController {
  constructor(private readonly payments: AdminPaymentsService) {}

  @Get('payments')
  @ApiOperation({ summary: 'List ledger rows (payments and refunds), e.g. of one booking' })
  @ApiList(PaymentDto, PAYMENT_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PaymentDto[]> {
    return sendList(res, PAYMENT_LIST.resource, await this.payments.list(query));
  }

  @Get('payments/:id')
  @ApiOperation({ summary: 'One ledger row' })
  @ApiOkResponse({ type: PaymentDto })
  @ApiErrors(400, 404)
  get(@Param('id', ParseUUIDPipe) id: string): Promise<PaymentDto> {
    return this.payments.get(id);
  }

  /**
   * Records money taken (cash, card terminal, bank transfer) or, for admins, given back. The payment
   * status of the booking follows from the ledger; a full payment of a confirmed booking issues its
   * invoice. The same reference twice answers the first row (200 instead of 201).
   */
  @Post('bookings/:id/payments')
  @ApiOperation({ summary: 'Record a payment (or, admins, a refund) for a booking' })
  @ApiCreatedResponse({ type: PaymentDto, description: 'Recorded' })
  @ApiOkResponse({ type: PaymentDto, description: 'Recorded before with the same reference' })
  @ApiErrors(400, 403, 404, 409)
  async record(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: RecordPaymentDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PaymentDto> {
    const { payment, created } = await this.payments.record(id, dto, req.auth!.user);
    if (!created) res.status(HttpStatus.OK);
    return payment;
  }
}
