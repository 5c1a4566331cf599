import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from 'src/modules/auth/auth.decorators';
import {
  CompanySettingsDto,
  toCompanySettingsDto,
  UpdateCompanySettingsDto,
} from './dto/company-settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Public()
  @Get('company-settings')
  // Changes rarely; a minute of browser/proxy caching takes load off without hiding edits for long.
  @Header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
  @ApiOkResponse({ type: CompanySettingsDto })
  async company() {
    return toCompanySettingsDto(await this.settings.getCached());
  }

  @Get('admin/company-settings')
  @ApiOkResponse({ type: CompanySettingsDto })
  async adminGet() {
    return { id: 1, ...toCompanySettingsDto(await this.settings.get()) };
  }

  @Roles('admin')
  @Put('admin/company-settings')
  @ApiOkResponse({ type: CompanySettingsDto })
  async update(@Body() dto: UpdateCompanySettingsDto) {
    return { id: 1, ...toCompanySettingsDto(await this.settings.update(dto)) };
  }
}
