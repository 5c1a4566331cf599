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
import { AdminPitchesService, PITCH_LIST } from './admin-pitches.service';
import { PitchResponseDto, CreatePitchDto, toPitchResponse, UpdatePitchDto } from './dto/pitch.dto';

@ApiTags('admin: pitches')
@Roles('admin', 'staff')
@Controller('admin/pitches')
export class AdminPitchesController {
  constructor(private readonly pitches: AdminPitchesService) {}

  @Get()
  @ApiOperation({ summary: 'List pitches' })
  @ApiList(PitchResponseDto, PITCH_LIST)
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

  @Get(':id')
  @ApiOperation({ summary: 'One pitch' })
  @ApiOkResponse({ type: PitchResponseDto })
  @ApiErrors(400, 404)
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<PitchResponseDto> {
    return toPitchResponse(await this.pitches.get(id));
  }

  @Roles('admin')
  @Post()
  @ApiOperation({ summary: 'Create a pitch' })
  @ApiCreatedResponse({ type: PitchResponseDto })
  @ApiErrors(400, 409)
  async create(@Body() dto: CreatePitchDto): Promise<PitchResponseDto> {
    return toPitchResponse(await this.pitches.create(dto));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOperation({ summary: 'Change a pitch' })
  @ApiOkResponse({ type: PitchResponseDto })
  @ApiErrors(400, 404, 409)
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdatePitchDto,
  ): Promise<PitchResponseDto> {
    return toPitchResponse(await this.pitches.update(id, dto));
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a pitch' })
  @ApiOkResponse({ type: PitchResponseDto })
  @ApiErrors(400, 404, 409)
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<PitchResponseDto> {
    return toPitchResponse(await this.pitches.remove(id));
  }
}
