import type { Request, Response } from 'express';
import passport, { Passport, type Strategy } from 'passport';

/**
 * A strategy instance that stays out of passport's process-wide registry. @nestjs/passport's
 * `PassportStrategy(...)` registers every instance by name on the global `passport` object, so
 * with two Nest apps in one process (the test suites start several) the last one would
 * authenticate for both. Each of our strategies registers on a throwaway authenticator instead and
 * is handed to passport as an instance by the guard that runs it.
 */
export const privatePassport = () => new Passport();

/**
 * Runs one strategy through passport for this request and resolves with what it verified (or
 * `false` when it failed). Rejects with the error the strategy threw (our AppExceptions, e.g. 401
 * or 429), so its status and message reach the client unchanged. Passport rewires `success`,
 * `fail` and `error` on the strategy it runs, so every request gets its own object derived from
 * the shared instance.
 */
export function runStrategy<T>(
  strategy: Strategy,
  req: Request,
  res: Response,
): Promise<T | false> {
  return new Promise((resolve, reject) => {
    const perRequest = Object.create(strategy) as Strategy;
    const middleware = passport.authenticate(
      perRequest,
      { session: false },
      (err: unknown, user: T | false | undefined) => (err ? reject(err) : resolve(user ?? false)),
    ) as (req: Request, res: Response, next: (err?: unknown) => void) => void;
    middleware(req, res, (err?: unknown) => (err ? reject(err) : resolve(false)));
  });
}
