import { Body, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { AdminResource, adminCrud } from 'src/common/openapi/admin-crud.decorators';
import { AdminCategoriesService, CATEGORY_LIST } from './admin-categories.service';
import {
  CategoryResponseDto,
  CreateCategoryDto,
  toCategoryResponse,
  UpdateCategoryDto,
} from './dto/category.dto';

const crud = adminCrud(CategoryResponseDto, CATEGORY_LIST, {
  list: 'List pitch categories',
  get: 'One pitch category',
  create: 'Create a pitch category',
  update: 'Change a pitch category',
  remove: 'Delete a pitch category',
});

@AdminResource('admin: categories', 'admin/categories')
export class AdminCategoriesController {
  constructor(private readonly categories: AdminCategoriesService) {}

  @crud.List()
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

  @crud.Get()
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<CategoryResponseDto> {
    return toCategoryResponse(await this.categories.get(id));
  }

  @crud.Create()
  async create(@Body() dto: CreateCategoryDto): Promise<CategoryResponseDto> {
    return toCategoryResponse(await this.categories.create(dto));
  }

  @crud.Update()
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateCategoryDto,
  ): Promise<CategoryResponseDto> {
    return toCategoryResponse(await this.categories.update(id, dto));
  }

  @crud.Remove()
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<CategoryResponseDto> {
    return toCategoryResponse(await this.categories.remove(id));
  }
}
