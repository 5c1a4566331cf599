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
import { AdminCategoriesService, CATEGORY_LIST } from './admin-categories.service';
import {
  CategoryResponseDto,
  CreateCategoryDto,
  toCategoryResponse,
  UpdateCategoryDto,
} from './dto/category.dto';

@ApiTags('admin: categories')
@Roles('admin', 'staff')
@Controller('admin/categories')
export class AdminCategoriesController {
  constructor(private readonly categories: AdminCategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'List pitch categories' })
  @ApiList(CategoryResponseDto, CATEGORY_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CategoryResponseDto[]> {
    const result = await this.categories.list(query);
    return sendList(res, CATEGORY_LIST.resource, {
      ...result,
      items: result.items.map(toCategoryResponse),
    });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One pitch category' })
  @ApiOkResponse({ type: CategoryResponseDto })
  @ApiErrors(400, 404)
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<CategoryResponseDto> {
    return toCategoryResponse(await this.categories.get(id));
  }

  @Roles('admin')
  @Post()
  @ApiOperation({ summary: 'Create a pitch category' })
  @ApiCreatedResponse({ type: CategoryResponseDto })
  @ApiErrors(400, 409)
  async create(@Body() dto: CreateCategoryDto): Promise<CategoryResponseDto> {
    return toCategoryResponse(await this.categories.create(dto));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOperation({ summary: 'Change a pitch category' })
  @ApiOkResponse({ type: CategoryResponseDto })
  @ApiErrors(400, 404, 409)
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateCategoryDto,
  ): Promise<CategoryResponseDto> {
    return toCategoryResponse(await this.categories.update(id, dto));
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a pitch category' })
  @ApiOkResponse({ type: CategoryResponseDto })
  @ApiErrors(400, 404, 409)
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<CategoryResponseDto> {
    return toCategoryResponse(await this.categories.remove(id));
  }
}
