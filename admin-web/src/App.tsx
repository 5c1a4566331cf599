import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  createBrowserRouter,
  createRoutesFromElements,
  Navigate,
  Route,
  RouterProvider,
} from 'react-router-dom';
import { Admin, CustomRoutes, Loading, Resource, useBasename } from 'react-admin';
import { ADMIN_BASENAME, STAFF_ENTRANCE } from '@/config';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { i18nProvider } from '@/i18nProvider';
import { AdminOnly } from '@/layout/AdminOnly';
import { ErrorFallback } from '@/layout/ErrorFallback';
import { Notification } from '@/layout/Notification';
import { LoginPage } from '@/pages/LoginPage';
import { lazyPage } from '@/pages/lazyPage';
import users from '@/users';
import accessCodes from '@/access-codes';
import emailTemplates from '@/email-templates';
import mailMessages from '@/mail-messages';
import waitlist from '@/waitlist';
import seasonalContracts from '@/seasonal-contracts';
import bookings from '@/bookings';
import pitches from '@/pitches';
import categories from '@/categories';
import { invoices, stornoInvoices } from '@/invoices';
import seasons from '@/seasons';
import extras from '@/extras';
import demandRules from '@/demand-rules';

// The frame (app bar, menu, sidebar) only shows once signed in: loaded then, so the sign-in screen
// does not carry it (its budget: initial JS <= 350 kB gzip).
const LayoutFrame = lazy(() => import('@/layout/Layout').then((m) => ({ default: m.Layout })));
const Layout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>
    <LayoutFrame>{children}</LayoutFrame>
  </Suspense>
);

const Dashboard = lazyPage(() => import('@/pages/Dashboard').then((m) => m.Dashboard), 0);
const BookingDashboard = lazyPage(
  () => import('@/pages/BookingDashboard').then((m) => m.BookingDashboard),
  0,
);
const CalendarPage = lazyPage(
  () => import('@/pages/calendar/CalendarPage').then((m) => m.CalendarPage),
  0,
);
const AnalyticsPage = lazyPage(
  () => import('@/pages/analytics/AnalyticsPage').then((m) => m.AnalyticsPage),
  1,
);
const PricingManagementPage = lazyPage(
  () => import('@/pages/pricing/PricingManagementPage').then((m) => m.PricingManagementPage),
  1,
);
const SecurityPage = lazyPage(
  () => import('@/pages/security/SecurityPage').then((m) => m.SecurityPage),
  2,
);
const SettingsPage = lazyPage(
  () => import('@/pages/settings/SettingsPage').then((m) => m.SettingsPage),
  1,
);
const PitchMapPage = lazyPage(
  () => import('@/pages/media/PitchMapPage').then((m) => m.PitchMapPage),
  1,
);
const LogoPage = lazyPage(() => import('@/pages/media/LogoPage').then((m) => m.LogoPage), 1);

const WeatherPage = lazyPage(
  () => import('@/pages/weather/WeatherPage').then((m) => m.WeatherPage),
  1,
);

const LocationPage = lazyPage(
  () => import('@/pages/location/LocationPage').then((m) => m.LocationPage),
  1,
);
const PerformancePage = lazyPage(
  () => import('@/pages/performance/PerformancePage').then((m) => m.PerformancePage),
  1,
);
const AlertsPage = lazyPage(() => import('@/pages/ops/AlertsPage').then((m) => m.AlertsPage), 2);
const FeatureTogglesPage = lazyPage(
  () => import('@/pages/ops/FeatureTogglesPage').then((m) => m.FeatureTogglesPage),
  2,
);
const MeterReadingsPage = lazyPage(
  () => import('@/pages/meter-readings/MeterReadingsPage').then((m) => m.MeterReadingsPage),
  2,
);
const TouristTaxPage = lazyPage(
  () => import('@/pages/tourist-tax/TouristTaxPage').then((m) => m.TouristTaxPage),
  1,
);
const RegisterPage = lazyPage(
  () => import('@/registrations/RegisterPage').then((m) => m.RegisterPage),
  1,
);
const GdprPage = lazyPage(() => import('@/pages/ops/GdprPage').then((m) => m.GdprPage), 2);
const IcalSyncPage = lazyPage(
  () => import('@/pages/ical/IcalSyncPage').then((m) => m.IcalSyncPage),
  2,
);

// docs/product.md §2.8 puts the dashboard at /admin/dashboard; /admin itself only leads there.
const ToDashboard = () => <Navigate to={`${useBasename()}/dashboard`} replace />;

const AdminApp = () => (
  <Admin
    basename={ADMIN_BASENAME}
    title="Admin Panel"
    disableTelemetry
    requireAuth
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={Layout}
    dashboard={ToDashboard}
    error={ErrorFallback}
    notification={Notification}
  >
    <Resource name="users" {...users} />
    <Resource name="access-codes" {...accessCodes} />
    <Resource name="email-templates" {...emailTemplates} />
    <Resource name="messages" {...mailMessages} />
    <Resource name="waitlist" {...waitlist} />
    <Resource name="seasonal-contracts" {...seasonalContracts} />
    <Resource name="bookings" {...bookings} />
    <Resource name="pitches" {...pitches} />
    <Resource name="categories" {...categories} />
    <Resource name="invoices" {...invoices} />
    <Resource name="storno-invoices" {...stornoInvoices} />
    <Resource name="seasons" {...seasons} />
    <Resource name="extras" {...extras} />
    <Resource name="demand-rules" {...demandRules} />
    <CustomRoutes>
      <Route path="/dashboard" element={<Dashboard />} />
      <Route path="/booking-dashboard" element={<BookingDashboard />} />
      <Route path="/calendar" element={<CalendarPage />} />
      <Route
        path="/ical-sync"
        element={
          <AdminOnly>
            <IcalSyncPage />
          </AdminOnly>
        }
      />
      <Route path="/analytics" element={<AnalyticsPage />} />
      <Route path="/tourist-tax" element={<TouristTaxPage />} />
      <Route path="/meter-readings" element={<MeterReadingsPage />} />
      <Route path="/registrations" element={<RegisterPage />} />
      <Route
        path="/settings"
        element={
          <AdminOnly>
            <SettingsPage />
          </AdminOnly>
        }
      />
      <Route path="/weather" element={<WeatherPage />} />
      <Route
        path="/pricing-management"
        element={
          <AdminOnly>
            <PricingManagementPage />
          </AdminOnly>
        }
      />
      <Route path="/pitch-map" element={<PitchMapPage />} />
      <Route
        path="/logo"
        element={
          <AdminOnly>
            <LogoPage />
          </AdminOnly>
        }
      />
      <Route
        path="/location"
        element={
          <AdminOnly>
            <LocationPage />
          </AdminOnly>
        }
      />
      <Route
        path="/performance"
        element={
          <AdminOnly>
            <PerformancePage />
          </AdminOnly>
        }
      />
      <Route path="/security" element={<SecurityPage />} />
      <Route path="/alerts" element={<AlertsPage />} />
      <Route
        path="/feature-toggles"
        element={
          <AdminOnly>
            <FeatureTogglesPage />
          </AdminOnly>
        }
      />
      <Route
        path="/gdpr-compliance"
        element={
          <AdminOnly>
            <GdprPage />
          </AdminOnly>
        }
      />
    </CustomRoutes>
  </Admin>
);

// react-admin's default router uses URL hashes; the panel's addresses are real paths (docs/product.md §2.8).
// A data router, so forms can hold the user back from leaving with unsaved changes
// (warnWhenUnsavedChanges needs react-router's blocker).
const routes = createRoutesFromElements(
  <>
    <Route path={`${ADMIN_BASENAME}/*`} element={<AdminApp />} />
    <Route
      path={`${STAFF_ENTRANCE}/*`}
      element={<Navigate to={`${ADMIN_BASENAME}/login`} replace />}
    />
    <Route path="*" element={<Navigate to={ADMIN_BASENAME} replace />} />
  </>,
);

export const App = () => {
  // One router per mounted app (tests mount it more than once).
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
};
