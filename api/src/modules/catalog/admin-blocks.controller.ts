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
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
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
  @ApiOperation({ summary: 'List pitch closures' })
  @ApiList(BlockResponseDto, BLOCK_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<BlockResponseDto[]> {
    const result = await this.blocks.list(query);
    return sendList(res, BLOCK_LIST.resource, {
      ...result,
      items: result.items.map(toBlockResponse),
    });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One pitch closure' })
  @ApiOkResponse({ type: BlockResponseDto })
  @ApiErrors(400, 404)
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<BlockResponseDto> {
    return toBlockResponse(await this.blocks.get(id));
  }

  @Post()
  @ApiOperation({ summary: 'Create a pitch closure' })
  @ApiCreatedResponse({ type: BlockResponseDto })
  @ApiErrors(400, 409)
  async create(@Body() dto: CreateBlockDto, @Req() req: Request): Promise<BlockResponseDto> {
    return toBlockResponse(await this.blocks.create(dto, req.auth!.user.email));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a pitch closure' })
  @ApiOkResponse({ type: BlockResponseDto })
  @ApiErrors(400, 404, 409)
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateBlockDto,
  ): Promise<BlockResponseDto> {
    return toBlockResponse(await this.blocks.update(id, dto));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a pitch closure' })
  @ApiOkResponse({ type: BlockResponseDto })
  @ApiErrors(400, 404, 409)
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<BlockResponseDto> {
    return toBlockResponse(await this.blocks.remove(id));
  }
}
