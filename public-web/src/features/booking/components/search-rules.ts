import type { PitchCategory } from '@/lib/categories';
import {
  MAX_ADULTS,
  MAX_CHILDREN,
  todayInVienna,
  wholeNumber,
  type StayChoice,
} from '@/lib/stay-search';

export { todayInVienna };

/** What the form holds: the party as typed, so `2.5` or `-2` can be told apart from a number. */
export interface BookingSearch {
  checkIn: string;
  checkOut: string;
  adults: string;
  children: string;
  category: string;
}

export type SearchField = keyof BookingSearch;
export type SearchErrorKey = 'required' | 'past' | 'order' | 'tooMany' | 'adults' | 'children';
export type SearchErrors = Partial<
  Record<SearchField, { key: SearchErrorKey; count?: number; max?: number }>
>;

/**
 * docs/product.md §5: required fields, no date in the past, departure after arrival; a party of whole
 * numbers within the API's bounds (adults 1-20, children 0-20) and the category's limit.
 */
export function validateSearch(
  search: BookingSearch,
  categories: PitchCategory[],
  today = todayInVienna(),
): SearchErrors {
  const errors: SearchErrors = {};
  if (!search.checkIn) errors.checkIn = { key: 'required' };
  else if (search.checkIn < today) errors.checkIn = { key: 'past' };
  if (!search.checkOut) errors.checkOut = { key: 'required' };
  else if (search.checkOut < today) errors.checkOut = { key: 'past' };
  else if (search.checkIn && search.checkOut <= search.checkIn) errors.checkOut = { key: 'order' };
  const adults = wholeNumber(search.adults.trim(), 1, MAX_ADULTS);
  const children = wholeNumber(search.children.trim() || '0', 0, MAX_CHILDREN);
  if (adults === undefined) errors.adults = { key: 'adults', max: MAX_ADULTS };
  if (children === undefined) errors.children = { key: 'children', max: MAX_CHILDREN };
  const category = categories.find((c) => c.slug === search.category);
  if (!category) errors.category = { key: 'required' };
  else if (
    adults !== undefined &&
    children !== undefined &&
    adults + children > category.maxPersons
  )
    errors.adults = { key: 'tooMany', count: category.maxPersons };
  return errors;
}

/** The search as the address carries it, once it passed validateSearch. */
export const choiceOf = (search: BookingSearch): StayChoice => ({
  checkIn: search.checkIn,
  checkOut: search.checkOut,
  category: search.category,
  adults: Number(search.adults.trim()),
  children: Number(search.children.trim() || '0'),
});

/**
 * The form's starting values: the address first (Back, a shared link, "change search"), then
 * the remembered search (only with the preferences consent); dates already past are dropped.
 */
export function initialSearch(
  fromAddress: Partial<StayChoice>,
  remembered: Partial<StayChoice>,
  categories: PitchCategory[],
  today = todayInVienna(),
): BookingSearch {
  const source = fromAddress.checkIn || fromAddress.category ? fromAddress : remembered;
  const future = (date?: string) => (date && date >= today ? date : '');
  const known = categories.some((c) => c.slug === source.category);
  return {
    checkIn: future(source.checkIn),
    checkOut: future(source.checkOut),
    adults: String(source.adults ?? 2),
    children: String(source.children ?? 0),
    category: known ? source.category! : (categories[0]?.slug ?? ''),
  };
}
