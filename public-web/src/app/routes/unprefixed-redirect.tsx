import { Navigate, useLocation } from 'react-router-dom';
import { prefixedPath } from '@/config/paths';
import { getStoredLanguage } from '@/lib/i18n';

export function UnprefixedRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${prefixedPath(pathname, getStoredLanguage())}${search}${hash}`} replace />;
}
