import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from 'src/modules/auth/auth.decorators';
import { PaymentMethodsDto } from 'src/modules/payments/dto/payment-instruction.dto';
import { PaymentMethodsService } from './payment-methods.service';

@ApiTags('payments')
@Public()
@Controller()
export class PaymentMethodsController {
  constructor(private readonly methods: PaymentMethodsService) {}

  @Get('payment-methods')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The payment methods a guest may choose, in display order' })
  @ApiOkResponse({ type: PaymentMethodsDto })
  list(): Promise<PaymentMethodsDto> {
    return this.methods.publicList();
  }
}
