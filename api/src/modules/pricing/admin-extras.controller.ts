import { Body, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { AdminResource, adminCrud } from 'src/common/openapi/admin-crud.decorators';
import { AdminExtrasService, EXTRA_LIST } from './admin-extras.service';
import { CreateExtraDto, ExtraResponseDto, toExtraResponse, UpdateExtraDto } from './dto/extra.dto';

const crud = adminCrud(ExtraResponseDto, EXTRA_LIST, {
  list: 'List additional services',
  get: 'One additional service',
  create: 'Create an additional service',
  update: 'Change an additional service',
  remove: 'Delete an additional service',
});

@AdminResource('admin: extras', 'admin/extras')
export class AdminExtrasController {
  constructor(private readonly extras: AdminExtrasService) {}

  @crud.List()
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

  @crud.Get()
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<ExtraResponseDto> {
    return toExtraResponse(await this.extras.get(id));
  }

  @crud.Create()
  async create(@Body() dto: CreateExtraDto): Promise<ExtraResponseDto> {
    return toExtraResponse(await this.extras.create(dto));
  }

  @crud.Update()
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateExtraDto,
  ): Promise<ExtraResponseDto> {
    return toExtraResponse(await this.extras.update(id, dto));
  }

  @crud.Remove()
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<ExtraResponseDto> {
    return toExtraResponse(await this.extras.remove(id));
  }
}
