import { Body, Controller, Get, HttpStatus, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
  @ApiOkResponse({ type: PricingSettingsResponseDto })
  async get() {
    return toPricingSettingsResponse(await this.settings.get());
  }

  @Get(':id')
  @ApiOkResponse({ type: PricingSettingsResponseDto })
  async getOne(@Param('id') id: string) {
    assertSingleton(id);
    return toPricingSettingsResponse(await this.settings.get());
  }

  @Roles('admin')
  @Put()
  @ApiOkResponse({ type: PricingSettingsResponseDto })
  async update(@Body() dto: UpdatePricingSettingsDto) {
    return toPricingSettingsResponse(await this.settings.update(dto));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOkResponse({ type: PricingSettingsResponseDto })
  async updateOne(@Param('id') id: string, @Body() dto: UpdatePricingSettingsDto) {
    assertSingleton(id);
    return toPricingSettingsResponse(await this.settings.update(dto));
  }
}
