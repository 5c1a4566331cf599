import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { deferredBodyError } from './input-rules';

/** Refuses a body over the width caps (see `deferWideBody`) once the route's guards let it through. */
export class RefuseWideBody implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const error = deferredBodyError(context.switchToHttp().getRequest<Request>());
      if (error) throw error;
    }
    return next.handle();
  }
}
