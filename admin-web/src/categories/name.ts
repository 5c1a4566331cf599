/** A category's name in the panel language (the API keeps both, nameDe and nameEn). */
export const categoryName = (
  category: { nameDe?: string; nameEn?: string } | null | undefined,
  locale: string,
): string => (locale === 'en' ? category?.nameEn : category?.nameDe) ?? '';
