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
import { Roles } from './auth.decorators';
import { CreateUserDto, toUserResponse, UpdateUserDto, UserResponseDto } from './dto/user.dto';
import { USER_LIST, UsersService } from './users.service';

@ApiTags('admin: users')
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: [UserResponseDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const result = await this.users.list(query);
    return sendList(res, USER_LIST.resource, {
      ...result,
      items: result.items.map(toUserResponse),
    });
  }

  @Get(':id')
  @ApiOkResponse({ type: UserResponseDto })
  async get(@Param('id', ParseUUIDPipe) id: string) {
    return toUserResponse(await this.users.get(id));
  }

  @Post()
  @ApiOkResponse({ type: UserResponseDto })
  async create(@Body() dto: CreateUserDto) {
    return toUserResponse(await this.users.create(dto));
  }

  @Put(':id')
  @ApiOkResponse({ type: UserResponseDto })
  async update(@Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdateUserDto) {
    return toUserResponse(await this.users.update(id, dto));
  }

  @Delete(':id')
  @ApiOkResponse({ type: UserResponseDto })
  async remove(@Param('id', ParseUUIDPipe) id: string, @Req() req: Request) {
    return toUserResponse(await this.users.remove(id, req.auth!.user.id));
  }
}
