import { Body, Controller, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import {
  FeatureToggleDto,
  FeatureToggleEventDto,
  toFeatureToggleDto,
  toFeatureToggleEventDto,
  UpdateFeatureToggleDto,
} from './dto/feature-toggles.dto';
import { FeatureTogglesService, TOGGLE_EVENT_LIST } from './feature-toggles.service';

/** Feature management (admins only): switch features, read who switched what. */
@ApiTags('admin: feature toggles')
@Roles('admin')
@Controller('admin')
export class AdminFeatureTogglesController {
  constructor(private readonly toggles: FeatureTogglesService) {}

  @Get('feature-toggles')
  @ApiOperation({ summary: 'Every feature toggle with its last change' })
  @ApiOkResponse({ type: [FeatureToggleDto] })
  async list(@Res({ passthrough: true }) res: Response): Promise<FeatureToggleDto[]> {
    const items = (await this.toggles.states()).map(toFeatureToggleDto);
    res.setHeader('Content-Range', `feature-toggles 0-${items.length - 1}/${items.length}`);
    return items;
  }

  @Get('feature-toggles/:key')
  @ApiOperation({ summary: 'One feature toggle' })
  @ApiOkResponse({ type: FeatureToggleDto })
  @ApiErrors(404)
  async get(@Param('key') key: string): Promise<FeatureToggleDto> {
    return toFeatureToggleDto(await this.toggles.state(key));
  }

  @Put('feature-toggles/:key')
  @ApiOperation({ summary: 'Switch a feature on or off (recorded with who and when)' })
  @ApiOkResponse({ type: FeatureToggleDto })
  @ApiErrors(400, 404)
  async update(
    @Param('key') key: string,
    @Body() dto: UpdateFeatureToggleDto,
    @Req() req: Request,
  ): Promise<FeatureToggleDto> {
    return toFeatureToggleDto(await this.toggles.set(key, dto.enabled, req.auth!.user.email));
  }

  @Get('feature-toggle-events')
  @ApiOperation({ summary: 'The audit of feature switches' })
  @ApiList(FeatureToggleEventDto, TOGGLE_EVENT_LIST)
  async events(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<FeatureToggleEventDto[]> {
    const result = await this.toggles.events(query);
    return sendList(res, TOGGLE_EVENT_LIST.resource, {
      ...result,
      items: result.items.map(toFeatureToggleEventDto),
    });
  }
}
