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

export interface MenuEntry {
  path: string;
  label: string;
  icon: ReactElement;
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

/** Navigation of SPEC §2.8, in its order and grouping. */
export const menuGroups: MenuGroup[] = [
  {
    label: 'app.menu.groups.overview',
    entries: [
      entry('/dashboard', 'dashboard', <DashboardIcon />),
      entry('/booking-dashboard', 'booking_dashboard', <InsightsIcon />),
      entry('/analytics', 'analytics', <BarChartIcon />),
    ],
  },
  {
    label: 'app.menu.groups.bookings',
    entries: [
      entry('/bookings', 'bookings', <EventNoteIcon />),
      entry('/calendar', 'calendar', <CalendarMonthIcon />),
      entry('/access-codes', 'access_codes', <VpnKeyIcon />),
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
    entries: [entry('/pricing-management', 'pricing_management', <EuroIcon />)],
  },
  {
    label: 'app.menu.groups.system',
    entries: [
      entry('/settings', 'settings', <SettingsIcon />),
      entry('/location', 'location', <PlaceIcon />),
      entry('/logo', 'logo', <ImageIcon />),
      entry('/security', 'security', <SecurityIcon />),
      entry('/users', 'users', <PeopleIcon />),
      entry('/alerts', 'alerts', <NotificationsActiveIcon />),
      entry('/feature-toggles', 'feature_toggles', <ToggleOnIcon />),
      entry('/gdpr-compliance', 'gdpr_compliance', <PrivacyTipIcon />),
      entry('/performance', 'performance', <SpeedIcon />),
    ],
  },
];
