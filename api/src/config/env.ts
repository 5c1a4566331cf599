import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

/**
 * Every setting the API and worker read from the environment. Validated once at boot so a typo
 * stops the process with the variable's name instead of failing on the first request.
 */
export class Env {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  @IsString()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  @IsString()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL!: string;

  /** Prefix for every Redis key (queues, rate limits) so several deployments or test suites can share one Redis. */
  @IsString()
  @Matches(/^[a-z0-9:_-]{1,40}$/i)
  REDIS_PREFIX = 'alpencamp';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Minutes without a request after which a staff session ends. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  SESSION_IDLE_MINUTES = 60;

  /** Hours after sign-in after which a staff session ends however active it is. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  SESSION_ABSOLUTE_HOURS = 12;

  /** Marks cookies Secure. Defaults to on in production; turn off only for plain-HTTP test stacks. */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  COOKIE_SECURE?: boolean;

  /** Express "trust proxy" setting, e.g. 1 behind one load balancer, so client IPs and TLS are seen. */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_ATTEMPTS_PER_IP = 30;

  @Transform(toInt)
  @IsInt()
  @Min(10)
  LOGIN_WINDOW_SECONDS = 900;

  /** Bearer token that lets a Prometheus scraper read /api/metrics without a staff session. */
  @IsOptional()
  @IsString()
  @MinLength(16)
  METRICS_TOKEN?: string;

  /** Folders of the built front ends; defaults point at the workspace builds. */
  @IsOptional()
  @IsString()
  ADMIN_WEB_DIST?: string;

  @IsOptional()
  @IsString()
  PUBLIC_WEB_DIST?: string;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = plainToInstance(Env, { ...source }, { exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const reasons = Object.values(e.constraints ?? {}).join('; ');
      return `  ${e.property}: ${reasons}`;
    });
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (env.COOKIE_SECURE === undefined) env.COOKIE_SECURE = env.NODE_ENV === 'production';
  return env;
}
