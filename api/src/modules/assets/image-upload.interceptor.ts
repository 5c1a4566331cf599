import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  HttpStatus,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { AppException } from 'src/common/http/app-exception';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Env } from 'src/config/env';

/** The upload as the route sees it: bytes in memory (a few MB at most), nothing on disk. */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
}

export const formatBytes = (n: number): string =>
  n >= 1024 * 1024 ? `${+(n / 1024 / 1024).toFixed(1)} MB` : `${Math.round(n / 1024)} kB`;

/**
 * Reads one multipart file field `file` into memory, capped at UPLOAD_MAX_BYTES: a larger file is
 * refused with 413 and a message naming the limit, a malformed body with 400. Type checks happen
 * afterwards on the bytes (AssetsService), never on the name or the client's content type.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly upload: ReturnType<ReturnType<typeof multer>['single']>;

  constructor(private readonly env: Env) {
    this.upload = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: env.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 },
    }).single('file');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    await new Promise<void>((resolve, reject) =>
      this.upload(req, res, (err: unknown) => {
        if (!err) return resolve();
        if (err instanceof MulterError && err.code === 'LIMIT_FILE_SIZE')
          return reject(
            new AppException(HttpStatus.PAYLOAD_TOO_LARGE, 'upload.tooLarge', {
              max: formatBytes(this.env.UPLOAD_MAX_BYTES),
            }),
          );
        reject(new AppException(HttpStatus.BAD_REQUEST, 'upload.malformed'));
      }),
    );
    return next.handle();
  }
}

/** A route taking one image upload: the interceptor plus its multipart body and errors in the contract. */
export const ImageUpload = () =>
  applyDecorators(
    UseInterceptors(ImageUploadInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      },
    }),
    ApiErrors(400, 413),
  );
