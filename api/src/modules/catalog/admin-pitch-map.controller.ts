import { Body, Controller, Delete, Get, Put, UploadedFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { ImageUpload } from 'src/modules/assets/image-upload.interceptor';
import type { UploadedImage } from 'src/modules/assets/assets.service';
import { Roles } from 'src/modules/auth/auth.decorators';
import {
  PitchMapDto,
  SavedPositionsDto,
  SavePitchPositionsDto,
  SitePlanDto,
} from './dto/pitch-map.dto';
import { PitchMapService } from './pitch-map.service';

@ApiTags('admin: pitch map')
@Controller('admin/pitch-map')
export class AdminPitchMapController {
  constructor(private readonly pitchMap: PitchMapService) {}

  @Roles('admin', 'staff')
  @Get()
  @ApiOperation({ summary: 'The site plan and every pitch with its pin position' })
  @ApiOkResponse({ type: PitchMapDto })
  map(): Promise<PitchMapDto> {
    return this.pitchMap.map();
  }

  @Roles('admin')
  @Put('plan')
  @ImageUpload()
  @ApiOperation({ summary: 'Upload the site plan image (PNG, JPEG, WebP or SVG, sanitised)' })
  @ApiOkResponse({ type: SitePlanDto })
  uploadPlan(@UploadedFile() file: UploadedImage | undefined): Promise<SitePlanDto> {
    return this.pitchMap.uploadPlan(file);
  }

  @Roles('admin')
  @Delete('plan')
  @ApiOperation({ summary: 'Go back to the bundled default plan' })
  @ApiOkResponse({ type: SitePlanDto })
  removePlan(): Promise<SitePlanDto> {
    return this.pitchMap.removePlan();
  }

  @Roles('admin')
  @Put('positions')
  @ApiOperation({ summary: 'Save moved pins, all in one transaction' })
  @ApiOkResponse({ type: SavedPositionsDto })
  @ApiErrors(400)
  async savePositions(@Body() dto: SavePitchPositionsDto): Promise<SavedPositionsDto> {
    return { updated: await this.pitchMap.savePositions(dto) };
  }
}
