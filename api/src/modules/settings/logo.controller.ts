import { Controller, Delete, Get, Param, Put, UploadedFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import type { UploadedImage } from 'src/modules/assets/assets.service';
import { ImageUpload } from 'src/modules/assets/image-upload.interceptor';
import { Roles } from 'src/modules/auth/auth.decorators';
import { LOGO_VARIANTS, LogosDto } from './dto/logo.dto';
import { logoVariant, LogoService } from './logo.service';

@ApiTags('admin: logo')
@Roles('admin')
@Controller('admin/logo')
export class LogoController {
  constructor(private readonly logo: LogoService) {}

  @Get()
  @ApiOperation({ summary: 'The light and dark logo' })
  @ApiOkResponse({ type: LogosDto })
  logos(): Promise<LogosDto> {
    return this.logo.logos();
  }

  @Put(':variant')
  @ImageUpload()
  @ApiOperation({ summary: 'Upload a logo (PNG, WebP or SVG, sanitised)' })
  @ApiParam({ name: 'variant', enum: LOGO_VARIANTS })
  @ApiOkResponse({ type: LogosDto })
  upload(
    @Param('variant') variant: string,
    @UploadedFile() file: UploadedImage | undefined,
  ): Promise<LogosDto> {
    return this.logo.upload(logoVariant(variant), file);
  }

  @Delete(':variant')
  @ApiOperation({ summary: 'Remove a logo (the company name shows instead)' })
  @ApiParam({ name: 'variant', enum: LOGO_VARIANTS })
  @ApiOkResponse({ type: LogosDto })
  @ApiErrors(400)
  remove(@Param('variant') variant: string): Promise<LogosDto> {
    return this.logo.remove(logoVariant(variant));
  }
}
