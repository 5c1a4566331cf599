import { Body, Controller, Get, HttpStatus, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { AppException } from 'src/common/http/app-exception';
import { Roles } from 'src/modules/auth/auth.decorators';
import { AdminPricingSettingsService } from './admin-pricing-settings.service';
import {
  PricingSettingsResponseDto,
  toPricingSettingsResponse,
  UpdatePricingSettingsDto,
} from './dto/pricing-settings.dto';

/** A singleton: the record is always id 1, also at /:id so react-admin's getOne/update work. */
const assertSingleton = (id: string) => {
  if (id !== '1') throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
};

@ApiTags('admin: pricing settings')
@Roles('admin', 'staff')
@Controller('admin/pricing-settings')
export class AdminPricingSettingsController {
  constructor(private readonly settings: AdminPricingSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'The pricing settings (VAT, tourist tax)' })
  @ApiOkResponse({ type: PricingSettingsResponseDto })
  async get(): Promise<PricingSettingsResponseDto> {
    return toPricingSettingsResponse(await this.settings.get());
  }

  @Get(':id')
  @ApiOperation({ summary: 'The pricing settings, as react-admin asks for them (id 1)' })
  @ApiOkResponse({ type: PricingSettingsResponseDto })
  @ApiErrors(404)
  async getOne(@Param('id') id: string): Promise<PricingSettingsResponseDto> {
    assertSingleton(id);
    return toPricingSettingsResponse(await this.settings.get());
  }

  @Roles('admin')
  @Put()
  @ApiOperation({ summary: 'Change the pricing settings' })
  @ApiOkResponse({ type: PricingSettingsResponseDto })
  @ApiErrors(400)
  async update(@Body() dto: UpdatePricingSettingsDto): Promise<PricingSettingsResponseDto> {
    return toPricingSettingsResponse(await this.settings.update(dto));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOperation({ summary: 'Change the pricing settings, as react-admin sends them (id 1)' })
  @ApiOkResponse({ type: PricingSettingsResponseDto })
  @ApiErrors(400, 404)
  async updateOne(
    @Param('id') id: string,
    @Body() dto: UpdatePricingSettingsDto,
  ): Promise<PricingSettingsResponseDto> {
    assertSingleton(id);
    return toPricingSettingsResponse(await this.settings.update(dto));
  }
}
