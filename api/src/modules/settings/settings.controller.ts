import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Public, Roles } from 'src/modules/auth/auth.decorators';
import {
  AdminCompanySettingsDto,
  CompanySettingsDto,
  toCompanySettingsDto,
  UpdateCompanySettingsDto,
} from './dto/company-settings.dto';
import { LocationDto, toLocationDto, UpdateLocationDto } from './dto/location.dto';
import { PublicFeatureTogglesDto } from './dto/feature-toggles.dto';
import { FeatureTogglesService } from './feature-toggles.service';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly toggles: FeatureTogglesService,
  ) {}

  @Public()
  @Get('company-settings')
  // Changes rarely; a minute of browser/proxy caching takes load off without hiding edits for long.
  @Header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
  @ApiOperation({ summary: "The campsite's company details (imprint, contact, times)" })
  @ApiOkResponse({ type: CompanySettingsDto })
  async company(): Promise<CompanySettingsDto> {
    return toCompanySettingsDto(await this.settings.getCached());
  }

  @Public()
  @Get('feature-toggles')
  // A switch must reach the next page load: browsers and proxies ask again every time.
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Which optional features the public site offers' })
  @ApiOkResponse({ type: PublicFeatureTogglesDto })
  featureToggles(): Promise<PublicFeatureTogglesDto> {
    return this.toggles.publicToggles();
  }

  @Roles('admin', 'staff')
  @Get('admin/company-settings')
  @ApiOperation({ summary: 'The company details, for editing' })
  @ApiOkResponse({ type: AdminCompanySettingsDto })
  async adminGet(): Promise<AdminCompanySettingsDto> {
    return { id: 1, ...toCompanySettingsDto(await this.settings.get()) };
  }

  @Roles('admin')
  @Put('admin/company-settings')
  @ApiOperation({ summary: 'Change the company details' })
  @ApiOkResponse({ type: AdminCompanySettingsDto })
  @ApiErrors(400)
  async update(@Body() dto: UpdateCompanySettingsDto): Promise<AdminCompanySettingsDto> {
    return { id: 1, ...toCompanySettingsDto(await this.settings.update(dto)) };
  }

  @Public()
  @Get('location')
  @Header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
  @ApiOperation({ summary: "The landing page's location section (address, map link, arrival)" })
  @ApiOkResponse({ type: LocationDto })
  async location(): Promise<LocationDto> {
    return toLocationDto(await this.settings.getCached());
  }

  @Roles('admin', 'staff')
  @Get('admin/location')
  @ApiOperation({ summary: 'The location section, for editing' })
  @ApiOkResponse({ type: LocationDto })
  async adminLocation(): Promise<LocationDto> {
    return toLocationDto(await this.settings.get());
  }

  @Roles('admin')
  @Put('admin/location')
  @ApiOperation({
    summary: 'Change the address, map link and arrival texts of the location section',
  })
  @ApiOkResponse({ type: LocationDto })
  @ApiErrors(400)
  async updateLocation(@Body() dto: UpdateLocationDto): Promise<LocationDto> {
    return toLocationDto(await this.settings.updateLocation(dto));
  }
}
