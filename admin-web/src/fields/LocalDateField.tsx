import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** Dates in the panel's language (de-AT / en-GB), not the browser's; times in the site's zone. */
export const LocalDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return (
    <DateField
      {...props}
      locales={locale === 'en' ? 'en-GB' : 'de-AT'}
      options={
        props.showTime
          ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' }
          : { dateStyle: 'medium', timeZone: 'Europe/Vienna' }
      }
    />
  );
};
