import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';

/** "Saison „Sommer 2027“" / "Zusatzleistung „Hund“" in the app bar of an edit form. */
export const RecordTitle = ({ message }: { message: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<{ name?: string; nameDe?: string; nameEn?: string }>();
  const name = record?.name ?? (locale === 'en' ? record?.nameEn : record?.nameDe) ?? '';
  return <>{translate(message, { name })}</>;
};
