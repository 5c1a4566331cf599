import type { NextFunction, Request, Response } from 'express';

/**
 * Browser features no page of ours uses are switched off. `payment` stays open to our own pages and
 * Stripe's frames: the checkout takes card and wallet payments through Stripe.js (docs/payments-and-invoices.md).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")';

/** One year, subdomains included; sent only on answers that came over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Answers with staff or guest data: never kept by the browser or a shared cache. Routes that set
 * their own Cache-Control later (the queue board's static files) still can.
 */
const PRIVATE_API = /^\/api\/(admin|auth|bookings|gate)(\/|$)|^\/api\/(demo-login|logout)$/;

export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  // `req.secure` is the socket's TLS, or X-Forwarded-Proto when TRUST_PROXY trusts the proxy in front;
  // over plain HTTP the header is ignored by browsers and would only mislead.
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  if (PRIVATE_API.test(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
}
