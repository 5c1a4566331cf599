import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { Env } from 'src/config/env';

export type { Stripe };

/**
 * The one Stripe SDK client of the process, or none when the keys are not set. STRIPE_API_HOST,
 * _PORT and _PROTOCOL point it elsewhere (the local stand-in in tests and browser tests).
 */
@Injectable()
export class StripeGateway {
  readonly client: Stripe | null;

  constructor(private readonly env: Env) {
    this.client =
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? new Stripe(env.STRIPE_SECRET_KEY, {
            host: env.STRIPE_API_HOST,
            port: env.STRIPE_API_PORT,
            protocol: env.STRIPE_API_PROTOCOL,
            // Our own calls carry idempotency keys; one retry of a network failure is safe then.
            maxNetworkRetries: 1,
            timeout: 20_000,
            telemetry: false,
          })
        : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  /** The SDK, for callers that checked `configured` (or whose data can only exist with Stripe on). */
  get sdk(): Stripe {
    if (!this.client) throw new Error('Stripe is not configured (STRIPE_* keys unset)');
    return this.client;
  }

  get publishableKey(): string {
    return this.env.STRIPE_PUBLISHABLE_KEY ?? '';
  }

  get webhookSecret(): string {
    return this.env.STRIPE_WEBHOOK_SECRET ?? '';
  }
}
