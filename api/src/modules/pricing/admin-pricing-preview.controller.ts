import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { QuoteDto } from 'src/modules/bookings/dto/booking-response.dto';
import { AdminPricingPreviewService } from './admin-pricing-preview.service';
import { PricingPreviewDto } from './dto/pricing-preview.dto';

@ApiTags('admin: pricing settings')
@Roles('admin')
@Controller('admin/pricing')
export class AdminPricingPreviewController {
  constructor(private readonly previews: AdminPricingPreviewService) {}

  /** The guest's quote for a sample stay, from today's seasons, extras and settings. */
  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'Price a sample stay as the booking would' })
  @ApiOkResponse({ type: QuoteDto })
  @ApiErrors(400)
  preview(@Body() dto: PricingPreviewDto): Promise<QuoteDto> {
    return this.previews.preview(dto);
  }
}
