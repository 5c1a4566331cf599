/**
 * A contract enum as a list the page can map over (the options of a select, in the page's order).
 * The values themselves come from the generated types; the list only orders them, and the type
 * check fails when it names a value the contract does not have, or misses one it added:
 *
 *   const SEXES = allOf<GuestRegistrationPerson['sex']>()(['female', 'male', 'diverse', 'unspecified']);
 *
 * Type-only checks: at run time this is the list as written.
 */
export const allOf =
  <T extends string>() =>
  <const L extends readonly T[]>(
    list: L &
      ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> }),
  ): L =>
    list;
