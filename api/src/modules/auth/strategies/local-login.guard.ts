import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppException } from 'src/common/http/app-exception';
import { deferredBodyError } from 'src/common/http/input-rules';
import { createValidationPipe } from 'src/common/http/validation';
import type { LoginResult } from 'src/modules/auth/auth.service';
import { LoginDto } from 'src/modules/auth/dto/login.dto';
import { LocalStrategy } from './local.strategy';
import { runStrategy } from './passport-run';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by LocalLoginGuard on the sign-in route: the session it has just opened. */
    staffLogin?: LoginResult;
  }
}

/**
 * The sign-in route's guard: the body is validated like any DTO first (so a missing email stays a
 * 400 naming the field, not passport's bare "missing credentials"), then the local strategy signs
 * the member in.
 */
@Injectable()
export class LocalLoginGuard implements CanActivate {
  private readonly pipe = createValidationPipe();

  constructor(private readonly strategy: LocalStrategy) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    // This guard reads the body itself, so it refuses one over the width caps itself too.
    const tooWide = deferredBodyError(req);
    if (tooWide) throw tooWide;
    req.body = (await this.pipe.transform(req.body, {
      type: 'body',
      metatype: LoginDto,
    })) as LoginDto;
    const result = await runStrategy<LoginResult>(this.strategy, req, http.getResponse<Response>());
    if (!result) throw new AppException(HttpStatus.UNAUTHORIZED, 'auth.invalidCredentials');
    req.staffLogin = result;
    return true;
  }
}
