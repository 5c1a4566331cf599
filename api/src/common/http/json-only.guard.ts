import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppException } from './app-exception';

/**
 * Accepts only `application/json` bodies (415 otherwise). A cross-site HTML form can send only
 * form-encoded or text/plain bodies without a CORS preflight, so this closes CSRF through a form
 * post on routes that act without a session yet (sign-in). Runs as a guard, before the body is
 * validated, so a form post is refused as such and not as invalid input.
 */
@Injectable()
export class JsonOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.is('application/json') !== 'application/json')
      throw new AppException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'error.unsupportedMediaType');
    return true;
  }
}
