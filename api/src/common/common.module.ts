import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';
import { AbuseLog } from './rate-limit/abuse-log';
import { RateLimiter } from './rate-limit/rate-limiter';

@Global()
@Module({ providers: [Clock, RateLimiter, AbuseLog], exports: [Clock, RateLimiter, AbuseLog] })
export class CommonModule {}
