import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { Env } from 'src/config/env';
import type { PaymentMethod } from 'src/contract/constants';
import type { PaymentInstruction } from 'src/modules/payments/dto/payment-instruction.dto';
import type { PricingSettings } from 'src/modules/pricing/pricing.service';
import { PricingService } from 'src/modules/pricing/pricing.service';
import {
  FeatureTogglesService,
  type PublicToggles,
} from 'src/modules/settings/feature-toggles.service';
import { BankTransferProvider } from './bank-transfer.provider';
import { OnArrivalProvider } from './on-arrival.provider';
import type { HoldForPayment, PaymentProvider } from './payment-provider';
import { StripeProvider } from './stripe.provider';

/**
 * Which payment methods the site offers (the staff's list in the pricing settings, in its order,
 * less what cannot work right now) and the provider behind each.
 */
@Injectable()
export class PaymentMethodsService {
  private readonly providers: Record<PaymentMethod, PaymentProvider>;

  constructor(
    private readonly pricing: PricingService,
    private readonly env: Env,
    private readonly toggles: FeatureTogglesService,
    stripe: StripeProvider,
    bankTransfer: BankTransferProvider,
    onArrival: OnArrivalProvider,
  ) {
    this.providers = { stripe, bank_transfer: bankTransfer, on_arrival: onArrival };
  }

  /**
   * The methods a guest may choose now, in display order. `toggles`: the public toggles when the
   * caller has just read them (a hold does), so they are not read twice.
   */
  async enabled(
    em?: EntityManager,
    toggles?: PublicToggles,
    pricingSettings?: PricingSettings,
  ): Promise<PaymentMethod[]> {
    const [settings, online] = await Promise.all([
      pricingSettings ?? this.pricing.settings(em),
      toggles ? toggles.onlinePayment : this.toggles.isEnabled('onlinePayment'),
    ]);
    // The `onlinePayment` feature toggle takes card payment off the site without touching the setting.
    const usable = await Promise.all(
      settings.paymentMethods.map(async (m) =>
        (m !== 'stripe' || online) && (await this.providers[m].available()) ? m : null,
      ),
    );
    return usable.filter((m): m is PaymentMethod => m !== null);
  }

  /** The methods a site could offer at all (keys and bank account present), whatever the setting. */
  async available(): Promise<PaymentMethod[]> {
    const all = Object.values(this.providers);
    const ok = await Promise.all(all.map((p) => p.available()));
    return all.filter((_, i) => ok[i]).map((p) => p.method);
  }

  /** GET /api/payment-methods. */
  async publicList(): Promise<{ methods: PaymentMethod[]; stripePublishableKey: string | null }> {
    const methods = await this.enabled();
    return {
      methods,
      stripePublishableKey: methods.includes('stripe')
        ? (this.env.STRIPE_PUBLISHABLE_KEY ?? null)
        : null,
    };
  }

  /**
   * The guest's choice, or the first enabled method; a method not offered now is a 400.
   * `settings`: the pricing settings when the caller holds them (a hold does), not read again.
   */
  async choose(
    requested: PaymentMethod | undefined,
    em?: EntityManager,
    toggles?: PublicToggles,
    settings?: PricingSettings,
  ): Promise<PaymentMethod> {
    const methods = await this.enabled(em, toggles, settings);
    if (requested === undefined) {
      if (methods.length === 0) throw new AppException(HttpStatus.BAD_REQUEST, 'payment.noMethod');
      return methods[0];
    }
    if (!methods.includes(requested))
      throw new AppException(HttpStatus.BAD_REQUEST, 'payment.methodUnavailable', {
        method: requested,
      });
    return requested;
  }

  /** What the browser does next for a committed hold. */
  prepare(
    method: PaymentMethod,
    hold: HoldForPayment,
    em: EntityManager,
  ): Promise<PaymentInstruction> {
    return this.providers[method].prepare(hold, em);
  }
}
