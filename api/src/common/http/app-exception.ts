import { HttpException, HttpStatus } from '@nestjs/common';
import type { MessageKey, MessageParams } from 'src/common/i18n/messages';

/**
 * An error meant for the person at the other end: the filter renders `key` in the request's
 * language. Services throw these instead of hard-coding a language.
 */
export class AppException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key, status);
  }
}
