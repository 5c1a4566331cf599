import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import type { ReactElement } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import BarChartIcon from '@mui/icons-material/BarChart';
import EventNoteIcon from '@mui/icons-material/EventNote';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import ReceiptIcon from '@mui/icons-material/Receipt';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import FestivalIcon from '@mui/icons-material/Festival';
import CategoryIcon from '@mui/icons-material/Category';
import MapIcon from '@mui/icons-material/Map';
import CabinIcon from '@mui/icons-material/Cabin';
import EmailIcon from '@mui/icons-material/Email';
import ForumIcon from '@mui/icons-material/Forum';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import EuroIcon from '@mui/icons-material/Euro';
import SettingsIcon from '@mui/icons-material/Settings';
import PlaceIcon from '@mui/icons-material/Place';
import ImageIcon from '@mui/icons-material/Image';
import SecurityIcon from '@mui/icons-material/Security';
import PeopleIcon from '@mui/icons-material/People';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import SpeedIcon from '@mui/icons-material/Speed';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import SyncIcon from '@mui/icons-material/Sync';
import BadgeIcon from '@mui/icons-material/Badge';
import ElectricMeterIcon from '@mui/icons-material/ElectricMeter';

export interface MenuEntry {
  path: string;
  label: string;
  icon: ReactElement;
  /** Only administrators see it (the API answers 403 to staff there anyway). */
  adminOnly?: boolean;
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

const entry = (path: string, key: string, icon: ReactElement): MenuEntry => ({
  path,
  label: `app.menu.items.${key}`,
  icon,
});
/** Users, settings, pricing, GDPR, feature toggles and performance are administrators' work. */
const adminEntry = (path: string, key: string, icon: ReactElement): MenuEntry => ({
  ...entry(path, key, icon),
  adminOnly: true,
});

/** Navigation of docs/product.md §2.8, in its order and grouping. */
export const menuGroups: MenuGroup[] = [
  {
    label: 'app.menu.groups.overview',
    entries: [
      entry('/dashboard', 'dashboard', <DashboardIcon />),
      entry('/booking-dashboard', 'booking_dashboard', <InsightsIcon />),
      entry('/analytics', 'analytics', <BarChartIcon />),
      // The monthly tourist-tax return; its label lives in labels/tourist-tax.ts.
      { path: '/tourist-tax', label: 'app.tourist_tax.menu', icon: <AccountBalanceIcon /> },
    ],
  },
  {
    label: 'app.menu.groups.bookings',
    entries: [
      entry('/bookings', 'bookings', <EventNoteIcon />),
      entry('/calendar', 'calendar', <CalendarMonthIcon />),
      // The guest register (Meldeschein): desk work, so staff see it too; label in labels/registrations.ts.
      { path: '/registrations', label: 'app.registration.menu', icon: <BadgeIcon /> },
      // Meter readings at arrival and departure: desk work; label in labels/electricity.ts.
      { path: '/meter-readings', label: 'app.meter.menu', icon: <ElectricMeterIcon /> },
      entry('/access-codes', 'access_codes', <VpnKeyIcon />),
      entry('/waitlist', 'waitlist', <HourglassTopIcon />),
      entry('/invoices', 'invoices', <ReceiptIcon />),
      entry('/storno-invoices', 'storno_invoices', <MoneyOffIcon />),
    ],
  },
  {
    label: 'app.menu.groups.campsite',
    entries: [
      entry('/pitches', 'pitches', <FestivalIcon />),
      entry('/categories', 'categories', <CategoryIcon />),
      entry('/pitch-map', 'pitch_map', <MapIcon />),
      entry('/seasonal-contracts', 'seasonal_contracts', <CabinIcon />),
      // iCal sync: its label lives with its page (labels/ical.ts).
      { path: '/ical-sync', label: 'app.ical_page.menu', icon: <SyncIcon />, adminOnly: true },
    ],
  },
  {
    label: 'app.menu.groups.communication',
    entries: [
      entry('/email-templates', 'email_templates', <EmailIcon />),
      entry('/messages', 'messages', <ForumIcon />),
      entry('/weather', 'weather', <WbSunnyIcon />),
    ],
  },
  {
    label: 'app.menu.groups.pricing',
    entries: [adminEntry('/pricing-management', 'pricing_management', <EuroIcon />)],
  },
  {
    label: 'app.menu.groups.system',
    entries: [
      adminEntry('/settings', 'settings', <SettingsIcon />),
      adminEntry('/location', 'location', <PlaceIcon />),
      adminEntry('/logo', 'logo', <ImageIcon />),
      entry('/security', 'security', <SecurityIcon />),
      adminEntry('/users', 'users', <PeopleIcon />),
      entry('/alerts', 'alerts', <NotificationsActiveIcon />),
      adminEntry('/feature-toggles', 'feature_toggles', <ToggleOnIcon />),
      adminEntry('/gdpr-compliance', 'gdpr_compliance', <PrivacyTipIcon />),
      adminEntry('/performance', 'performance', <SpeedIcon />),
    ],
  },
];

/** The groups a member of this role sees: admin-only entries dropped, groups left empty dropped. */
export const menuFor = (role: string | undefined): MenuGroup[] =>
  menuGroups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((e) => !e.adminOnly || role === 'admin'),
    }))
    .filter((group) => group.entries.length > 0);
