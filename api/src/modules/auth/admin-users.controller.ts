import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
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
import { requestLang } from 'src/common/i18n/lang';
import { translate } from 'src/common/i18n/messages';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from './auth.decorators';
import { AuthService } from './auth.service';
import { UnlockUserResponseDto } from './dto/unlock.dto';
import { CreateUserDto, toUserResponse, UpdateUserDto, UserResponseDto } from './dto/user.dto';
import { USER_LIST, UsersService } from './users.service';

@ApiTags('admin: users')
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List staff users' })
  @ApiList(UserResponseDto, USER_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserResponseDto[]> {
    const result = await this.users.list(query);
    return sendList(res, USER_LIST.resource, {
      ...result,
      items: result.items.map(toUserResponse),
    });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One staff user' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 404)
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<UserResponseDto> {
    return toUserResponse(await this.users.get(id));
  }

  @Post()
  @ApiOperation({ summary: 'Create a staff user' })
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiErrors(400, 409)
  async create(@Body() dto: CreateUserDto): Promise<UserResponseDto> {
    return toUserResponse(await this.users.create(dto));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a staff user' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 404, 409)
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateUserDto,
  ): Promise<UserResponseDto> {
    return toUserResponse(await this.users.update(id, dto));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a staff user' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 404, 409)
  async remove(
    @Param('id', ParseUUIDPipe) id: string,
    @Req() req: Request,
  ): Promise<UserResponseDto> {
    return toUserResponse(await this.users.remove(id, req.auth!.user.id));
  }

  @Post(':id/unlock')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Lift the sign-in throttle of an account',
    description:
      'Clears the wrong-password counts and waits of this account from every address; recorded as `login_unlocked` in the sign-in audit log.',
  })
  @ApiOkResponse({ type: UnlockUserResponseDto })
  async unlock(
    @Param('id', ParseUUIDPipe) id: string,
    @Req() req: Request,
  ): Promise<UnlockUserResponseDto> {
    const user = await this.users.get(id);
    await this.auth.unlock(user, { ip: req.ip, userAgent: req.headers['user-agent'] });
    return {
      id: user.id,
      email: user.email,
      message: translate(requestLang(req), 'auth.unlocked', { email: user.email }),
    };
  }
}
