import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CookieOptions, Request, Response } from 'express';
import { Env } from 'src/config/env';
import { JsonOnlyGuard } from 'src/common/http/json-only.guard';
import { requestLang } from 'src/common/i18n/lang';
import { translate } from 'src/common/i18n/messages';
import { CSRF_COOKIE, SESSION_COOKIE } from './auth-context';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Public, Roles } from 'src/modules/auth/auth.decorators';
import { assertCsrf } from 'src/modules/auth/auth.guard';
import { AuthService } from './auth.service';
import { LocalLoginGuard } from './strategies/local-login.guard';
import { AuthUserDto, LoginDto, LoginResponseDto, LogoutResponseDto } from './dto/login.dto';

const meta = (req: Request) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly env: Env,
  ) {}

  private cookieOptions(httpOnly: boolean): CookieOptions {
    return { httpOnly, sameSite: 'lax', secure: this.env.COOKIE_SECURE, path: '/' };
  }

  /** The staff sign-in, under the name the spec's front end calls (`/api/demo-login`) and a plain alias. */
  @Public()
  @Post(['demo-login', 'auth/login'])
  @UseGuards(JsonOnlyGuard, LocalLoginGuard)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Staff sign-in',
    description: 'Sets the `sid` session cookie and the readable `csrf` cookie.',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiErrors(400, 401, 429)
  login(
    // Documents and validates the body; the local strategy (LocalLoginGuard) has signed in already.
    @Body() _dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): LoginResponseDto {
    const result = req.staffLogin!;
    res.cookie(SESSION_COOKIE, result.token, this.cookieOptions(true));
    // Readable by the admin console, which echoes it in X-CSRF-Token on every write.
    res.cookie(CSRF_COOKIE, result.csrfToken, this.cookieOptions(false));
    return {
      success: true,
      message: translate(requestLang(req), 'auth.loginSuccess'),
      user: result.user,
    };
  }

  @Roles('admin', 'staff')
  @Get('auth/user')
  @ApiOperation({ summary: 'The signed-in staff member' })
  @ApiOkResponse({ type: AuthUserDto })
  user(@Req() req: Request): AuthUserDto {
    return req.auth!.user;
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out (ends the session, clears the cookies)' })
  @ApiOkResponse({ type: LogoutResponseDto })
  @ApiErrors(400, 403)
  async logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LogoutResponseDto> {
    // Public so a stale cookie can still be cleared; a live session is ended only with its CSRF token.
    if (req.auth) assertCsrf(req, req.auth);
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    await this.auth.logout(typeof token === 'string' ? token : undefined, req.auth, meta(req));
    res.clearCookie(SESSION_COOKIE, this.cookieOptions(true));
    res.clearCookie(CSRF_COOKIE, this.cookieOptions(false));
    return { success: true, message: translate(requestLang(req), 'auth.loggedOut') };
  }
}
