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
import { AdminPitchesService, PITCH_LIST } from './admin-pitches.service';
import { PitchResponseDto, CreatePitchDto, toPitchResponse, UpdatePitchDto } from './dto/pitch.dto';

@ApiTags('admin: pitches')
@Roles('admin', 'staff')
@Controller('admin/pitches')
export class AdminPitchesController {
  constructor(private readonly pitches: AdminPitchesService) {}

  @Get()
  @ApiOkResponse({ type: [PitchResponseDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const result = await this.pitches.list(query);
    return sendList(res, PITCH_LIST.resource, {
      ...result,
      items: result.items.map(toPitchResponse),
    });
  }

  @Get(':id')
  @ApiOkResponse({ type: PitchResponseDto })
  async get(@Param('id', ParseUUIDPipe) id: string) {
    return toPitchResponse(await this.pitches.get(id));
  }

  @Roles('admin')
  @Post()
  @ApiOkResponse({ type: PitchResponseDto })
  async create(@Body() dto: CreatePitchDto) {
    return toPitchResponse(await this.pitches.create(dto));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOkResponse({ type: PitchResponseDto })
  async update(@Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdatePitchDto) {
    return toPitchResponse(await this.pitches.update(id, dto));
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOkResponse({ type: PitchResponseDto })
  async remove(@Param('id', ParseUUIDPipe) id: string) {
    return toPitchResponse(await this.pitches.remove(id));
  }
}
