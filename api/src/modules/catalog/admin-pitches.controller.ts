import { Body, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { AdminResource, adminCrud } from 'src/common/openapi/admin-crud.decorators';
import { AdminPitchesService, PITCH_LIST } from './admin-pitches.service';
import { PitchResponseDto, CreatePitchDto, toPitchResponse, UpdatePitchDto } from './dto/pitch.dto';

const crud = adminCrud(PitchResponseDto, PITCH_LIST, {
  list: 'List pitches',
  get: 'One pitch',
  create: 'Create a pitch',
  update: 'Change a pitch',
  remove: 'Delete a pitch',
});

@AdminResource('admin: pitches', 'admin/pitches')
export class AdminPitchesController {
  constructor(private readonly pitches: AdminPitchesService) {}

  @crud.List()
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PitchResponseDto[]> {
    const result = await this.pitches.list(query);
    return sendList(res, PITCH_LIST.resource, {
      ...result,
      items: result.items.map(toPitchResponse),
    });
  }

  @crud.Get()
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<PitchResponseDto> {
    return toPitchResponse(await this.pitches.get(id));
  }

  @crud.Create()
  async create(@Body() dto: CreatePitchDto): Promise<PitchResponseDto> {
    return toPitchResponse(await this.pitches.create(dto));
  }

  @crud.Update()
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdatePitchDto,
  ): Promise<PitchResponseDto> {
    return toPitchResponse(await this.pitches.update(id, dto));
  }

  @crud.Remove()
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<PitchResponseDto> {
    return toPitchResponse(await this.pitches.remove(id));
  }
}
