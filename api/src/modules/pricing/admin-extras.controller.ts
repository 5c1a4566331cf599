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
import { AdminExtrasService, EXTRA_LIST } from './admin-extras.service';
import { CreateExtraDto, ExtraResponseDto, toExtraResponse, UpdateExtraDto } from './dto/extra.dto';

@ApiTags('admin: extras')
@Roles('admin', 'staff')
@Controller('admin/extras')
export class AdminExtrasController {
  constructor(private readonly extras: AdminExtrasService) {}

  @Get()
  @ApiOkResponse({ type: [ExtraResponseDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const result = await this.extras.list(query);
    return sendList(res, EXTRA_LIST.resource, {
      ...result,
      items: result.items.map(toExtraResponse),
    });
  }

  @Get(':id')
  @ApiOkResponse({ type: ExtraResponseDto })
  async get(@Param('id', ParseUUIDPipe) id: string) {
    return toExtraResponse(await this.extras.get(id));
  }

  @Roles('admin')
  @Post()
  @ApiOkResponse({ type: ExtraResponseDto })
  async create(@Body() dto: CreateExtraDto) {
    return toExtraResponse(await this.extras.create(dto));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOkResponse({ type: ExtraResponseDto })
  async update(@Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdateExtraDto) {
    return toExtraResponse(await this.extras.update(id, dto));
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOkResponse({ type: ExtraResponseDto })
  async remove(@Param('id', ParseUUIDPipe) id: string) {
    return toExtraResponse(await this.extras.remove(id));
  }
}
