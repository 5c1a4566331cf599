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
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
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
  @ApiOperation({ summary: 'List seasons' })
  @ApiList(SeasonResponseDto, SEASON_LIST)
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

  @Get(':id')
  @ApiOperation({ summary: 'One season' })
  @ApiOkResponse({ type: SeasonResponseDto })
  @ApiErrors(400, 404)
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<SeasonResponseDto> {
    return toSeasonResponse(await this.seasons.get(id));
  }

  @Roles('admin')
  @Post()
  @ApiOperation({ summary: 'Create a season' })
  @ApiCreatedResponse({ type: SeasonResponseDto })
  @ApiErrors(400, 409)
  async create(@Body() dto: CreateSeasonDto): Promise<SeasonResponseDto> {
    return toSeasonResponse(await this.seasons.create(dto));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOperation({ summary: 'Change a season' })
  @ApiOkResponse({ type: SeasonResponseDto })
  @ApiErrors(400, 404, 409)
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateSeasonDto,
  ): Promise<SeasonResponseDto> {
    return toSeasonResponse(await this.seasons.update(id, dto));
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a season' })
  @ApiOkResponse({ type: SeasonResponseDto })
  @ApiErrors(400, 404, 409)
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<SeasonResponseDto> {
    return toSeasonResponse(await this.seasons.remove(id));
  }
}
