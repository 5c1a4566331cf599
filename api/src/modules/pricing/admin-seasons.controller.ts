import { Body, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { AdminResource, adminCrud } from 'src/common/openapi/admin-crud.decorators';
import { AdminSeasonsService, SEASON_LIST } from './admin-seasons.service';
import {
  CreateSeasonDto,
  SeasonResponseDto,
  toSeasonResponse,
  UpdateSeasonDto,
} from './dto/season.dto';

const crud = adminCrud(SeasonResponseDto, SEASON_LIST, {
  list: 'List seasons',
  get: 'One season',
  create: 'Create a season',
  update: 'Change a season',
  remove: 'Delete a season',
});

@AdminResource('admin: seasons', 'admin/seasons')
export class AdminSeasonsController {
  constructor(private readonly seasons: AdminSeasonsService) {}

  @crud.List()
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SeasonResponseDto[]> {
    const result = await this.seasons.list(query);
    return sendList(res, SEASON_LIST.resource, {
      ...result,
      items: result.items.map(toSeasonResponse),
    });
  }

  @crud.Get()
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<SeasonResponseDto> {
    return toSeasonResponse(await this.seasons.get(id));
  }

  @crud.Create()
  async create(@Body() dto: CreateSeasonDto): Promise<SeasonResponseDto> {
    return toSeasonResponse(await this.seasons.create(dto));
  }

  @crud.Update()
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateSeasonDto,
  ): Promise<SeasonResponseDto> {
    return toSeasonResponse(await this.seasons.update(id, dto));
  }

  @crud.Remove()
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<SeasonResponseDto> {
    return toSeasonResponse(await this.seasons.remove(id));
  }
}
