import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { Roles } from 'src/modules/auth/auth.decorators';
import { AdminSeasonsService, SEASON_LIST } from './admin-seasons.service';
import {
  CreateSeasonDto,
  SeasonResponseDto,
  toSeasonResponse,
  UpdateSeasonDto,
} from './dto/season.dto';

@ApiTags('admin: seasons')
@Roles('admin', 'staff')
@Controller('admin/seasons')
export class AdminSeasonsController {
  constructor(private readonly seasons: AdminSeasonsService) {}

  @Get()
  @ApiOkResponse({ type: [SeasonResponseDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const result = await this.seasons.list(query);
    return sendList(res, SEASON_LIST.resource, {
      ...result,
      items: result.items.map(toSeasonResponse),
    });
  }

  @Get(':id')
  @ApiOkResponse({ type: SeasonResponseDto })
  async get(@Param('id', ParseUUIDPipe) id: string) {
    return toSeasonResponse(await this.seasons.get(id));
  }

  @Roles('admin')
  @Post()
  @ApiOkResponse({ type: SeasonResponseDto })
  async create(@Body() dto: CreateSeasonDto) {
    return toSeasonResponse(await this.seasons.create(dto));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOkResponse({ type: SeasonResponseDto })
  async update(@Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdateSeasonDto) {
    return toSeasonResponse(await this.seasons.update(id, dto));
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOkResponse({ type: SeasonResponseDto })
  async remove(@Param('id', ParseUUIDPipe) id: string) {
    return toSeasonResponse(await this.seasons.remove(id));
  }
}
