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
import { AdminExtrasService, EXTRA_LIST } from './admin-extras.service';
import { CreateExtraDto, ExtraResponseDto, toExtraResponse, UpdateExtraDto } from './dto/extra.dto';

@ApiTags('admin: extras')
@Roles('admin', 'staff')
@Controller('admin/extras')
export class AdminExtrasController {
  constructor(private readonly extras: AdminExtrasService) {}

  @Get()
  @ApiOperation({ summary: 'List additional services' })
  @ApiList(ExtraResponseDto, EXTRA_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ExtraResponseDto[]> {
    const result = await this.extras.list(query);
    return sendList(res, EXTRA_LIST.resource, {
      ...result,
      items: result.items.map(toExtraResponse),
    });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One additional service' })
  @ApiOkResponse({ type: ExtraResponseDto })
  @ApiErrors(400, 404)
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<ExtraResponseDto> {
    return toExtraResponse(await this.extras.get(id));
  }

  @Roles('admin')
  @Post()
  @ApiOperation({ summary: 'Create an additional service' })
  @ApiCreatedResponse({ type: ExtraResponseDto })
  @ApiErrors(400, 409)
  async create(@Body() dto: CreateExtraDto): Promise<ExtraResponseDto> {
    return toExtraResponse(await this.extras.create(dto));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOperation({ summary: 'Change an additional service' })
  @ApiOkResponse({ type: ExtraResponseDto })
  @ApiErrors(400, 404, 409)
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateExtraDto,
  ): Promise<ExtraResponseDto> {
    return toExtraResponse(await this.extras.update(id, dto));
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete an additional service' })
  @ApiOkResponse({ type: ExtraResponseDto })
  @ApiErrors(400, 404, 409)
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<ExtraResponseDto> {
    return toExtraResponse(await this.extras.remove(id));
  }
}
