import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import { getStoredLanguage } from '@/lib/i18n';

/** `/`: a short notice, then the remembered language (German by default). */
export function RootRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    navigate(pathTo('landing', getStoredLanguage()), { replace: true });
  }, [navigate]);

  return <p className="notice">{t('redirecting')}</p>;
}
