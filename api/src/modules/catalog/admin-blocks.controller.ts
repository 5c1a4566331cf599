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
  Req,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { Roles } from 'src/modules/auth/auth.decorators';
import { AdminBlocksService, BLOCK_LIST } from './admin-blocks.service';
import { BlockResponseDto, CreateBlockDto, toBlockResponse, UpdateBlockDto } from './dto/block.dto';

/** Staff close and reopen pitches themselves (a broken hook-up cannot wait for an administrator). */
@ApiTags('admin: blocks')
@Roles('admin', 'staff')
@Controller('admin/blocks')
export class AdminBlocksController {
  constructor(private readonly blocks: AdminBlocksService) {}

  @Get()
  @ApiOkResponse({ type: [BlockResponseDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const result = await this.blocks.list(query);
    return sendList(res, BLOCK_LIST.resource, {
      ...result,
      items: result.items.map(toBlockResponse),
    });
  }

  @Get(':id')
  @ApiOkResponse({ type: BlockResponseDto })
  async get(@Param('id', ParseUUIDPipe) id: string) {
    return toBlockResponse(await this.blocks.get(id));
  }

  @Post()
  @ApiOkResponse({ type: BlockResponseDto })
  async create(@Body() dto: CreateBlockDto, @Req() req: Request) {
    return toBlockResponse(await this.blocks.create(dto, req.auth!.user.email));
  }

  @Put(':id')
  @ApiOkResponse({ type: BlockResponseDto })
  async update(@Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdateBlockDto) {
    return toBlockResponse(await this.blocks.update(id, dto));
  }

  @Delete(':id')
  @ApiOkResponse({ type: BlockResponseDto })
  async remove(@Param('id', ParseUUIDPipe) id: string) {
    return toBlockResponse(await this.blocks.remove(id));
  }
}
