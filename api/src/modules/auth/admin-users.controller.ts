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
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { requestLang } from 'src/common/i18n/lang';
import { translate } from 'src/common/i18n/messages';
import { sendList } from 'src/common/list/list-query';
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
