import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveTo } from '@/lib/navigation';

/** Old password links: password handling lives in the admin panel. */
export function AdminRedirect() {
  const { t } = useTranslation();
  useEffect(() => leaveTo('/admin'), []);
  return <p className="notice">{t('redirecting')}</p>;
}
