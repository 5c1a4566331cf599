// Card payment in the browser tests: Stripe.js and api.stripe.com answered by the local stand-in.
import { expect, type Page } from '@playwright/test';

/**
 * A small stand-in for Stripe.js (served for https://js.stripe.com/**): a "Payment Element" with
 * one card-number field, and confirmPayment sending what Stripe.js sends to the PaymentIntent's
 * confirm route of api.stripe.com (publishable key, client secret, the card), which the test
 * forwards to the local Stripe stand-in; the stand-in then delivers the signed webhook.
 */
const STRIPE_JS_STUB = `
(() => {
  function Stripe(publishableKey) {
    return {
      _registerWrapper() {},
      elements({ clientSecret }) {
        let input = null;
        const elements = {
          _clientSecret: clientSecret,
          _card: () => (input ? input.value.replace(/\\s+/g, '') : ''),
          create() {
            const handlers = {};
            let box = null;
            return {
              on(event, handler) { handlers[event] = handler; },
              mount(node) {
                box = document.createElement('div');
                box.innerHTML = '<label>Card number <input name="cardnumber" autocomplete="cc-number" inputmode="numeric"></label>';
                node.appendChild(box);
                input = box.querySelector('input');
                setTimeout(() => handlers.ready && handlers.ready({ elementType: 'payment' }), 50);
              },
              destroy() { box && box.remove(); },
            };
          },
        };
        return elements;
      },
      async confirmPayment({ elements }) {
        const secret = elements._clientSecret;
        const id = secret.split('_secret_')[0];
        const body = new URLSearchParams({
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': elements._card(),
        });
        const res = await fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', {
          method: 'POST',
          headers: {
            Authorization: 'Bearer ' + publishableKey,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body,
        });
        const json = await res.json();
        return res.ok ? { paymentIntent: json } : { error: json.error };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

export async function withStripeStandIn(page: Page) {
  const standIn = process.env.STRIPE_STAND_IN_URL;
  expect(standIn, 'STRIPE_STAND_IN_URL (scripts/e2e.ts starts the stand-in)').toBeTruthy();
  const loaded: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    loaded.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_STUB });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${standIn}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return loaded;
}
