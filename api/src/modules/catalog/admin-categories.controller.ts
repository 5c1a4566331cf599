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
  @ApiOkResponse({ type: [CategoryResponseDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const result = await this.categories.list(query);
    return sendList(res, CATEGORY_LIST.resource, {
      ...result,
      items: result.items.map(toCategoryResponse),
    });
  }

  @Get(':id')
  @ApiOkResponse({ type: CategoryResponseDto })
  async get(@Param('id', ParseUUIDPipe) id: string) {
    return toCategoryResponse(await this.categories.get(id));
  }

  @Roles('admin')
  @Post()
  @ApiOkResponse({ type: CategoryResponseDto })
  async create(@Body() dto: CreateCategoryDto) {
    return toCategoryResponse(await this.categories.create(dto));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOkResponse({ type: CategoryResponseDto })
  async update(@Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdateCategoryDto) {
    return toCategoryResponse(await this.categories.update(id, dto));
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOkResponse({ type: CategoryResponseDto })
  async remove(@Param('id', ParseUUIDPipe) id: string) {
    return toCategoryResponse(await this.categories.remove(id));
  }
}
