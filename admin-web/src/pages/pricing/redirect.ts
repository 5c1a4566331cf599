/**
 * Where the season and extra forms return after a save: the pricing page. A function, because
 * react-admin prefixes the console's base path only to redirects computed by a function.
 */
export const backToPricing = () => '/pricing-management';
