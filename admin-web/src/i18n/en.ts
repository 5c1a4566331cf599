import englishMessages from 'ra-language-english';
import { resourceMessages } from './resourceMessages';
import type { AppMessages, ResourceMessages } from './de';

// Typed against the German catalogue so a key added there must be added here too.
const app: AppMessages = {
  brand: 'Alpencamp Dachsteinblick',
  login: {
    title: 'Admin sign-in',
    subtitle: 'Sign in with your staff account.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in...',
    failed: 'Login failed',
    error: 'An error occurred. Please try again.',
    error_title: 'Sign-in failed',
  },
  logout: {
    title: 'Signed out',
    success: 'You have been signed out successfully.',
    failed: 'You have been signed out.',
  },
  sidebar: {
    fallback_user: 'Admin',
    role: 'Administrator',
    logout: 'Sign out',
  },
  menu: {
    groups: {
      overview: 'Overview',
      bookings: 'Booking management',
      campsite: 'Campsite',
      communication: 'Communication',
      pricing: 'Prices & tariffs',
      system: 'System & settings',
    },
    items: {
      dashboard: 'Dashboard',
      booking_dashboard: 'Booking dashboard',
      analytics: 'Business analytics',
      bookings: 'Bookings',
      calendar: 'Calendar',
      access_codes: 'Access codes',
      invoices: 'Invoices',
      storno_invoices: 'Cancellation invoices',
      pitches: 'Pitches',
      categories: 'Categories',
      pitch_map: 'Pitch map',
      email_templates: 'Email templates',
      messages: 'Messages',
      weather: 'Weather',
      pricing_management: 'Pricing',
      settings: 'General settings',
      location: 'Location',
      logo: 'Logo',
      security: 'Security',
      users: 'Users',
      alerts: 'Alert system',
      feature_toggles: 'Feature management',
      gdpr_compliance: 'GDPR compliance',
      performance: 'Performance monitor',
    },
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome to the admin panel',
    intro: 'Manage bookings, pitches and campsite settings here. Pick an area on the left.',
  },
  coming_soon: {
    title: 'This page is coming soon',
    text: 'This area is being built.',
  },
  settings: {
    title: 'General settings',
    maintenance: {
      title: 'Maintenance mode',
      intro:
        'While maintenance mode is on, guests see a maintenance notice on every public page. The admin panel stays available.',
      active: 'Maintenance mode active',
      message: 'Message to guests',
      message_help: 'Leave empty for the default text.',
      estimated_end: 'Planned end',
      saved: 'Maintenance mode saved',
      load_error: 'The maintenance state could not be loaded.',
    },
  },
  error: {
    title: 'An error occurred',
    text: 'An unexpected error occurred. Please try again or reload the page.',
    retry: 'Try again',
    reload: 'Reload page',
    home: 'Go to start page',
    details: 'Technical details',
    error_id: 'Error ID',
    message: 'Message',
    stack: 'Stack trace',
  },
};

const resources: ResourceMessages = {
  users: {
    name: 'User |||| Users',
    fields: {
      email: 'Email',
      name: 'Name',
      role: 'Role',
      active: 'Active',
      password: 'Password',
      createdAt: 'Created',
      lastLoginAt: 'Last sign-in',
      q: 'Search',
    },
    roles: {
      admin: 'Administrator',
      staff: 'Staff',
    },
    password_help_create: 'At least 12 characters.',
    password_help_edit: 'Leave empty to keep the current password. At least 12 characters.',
    reset_password: {
      action: 'Reset password',
      title: 'New password for %{email}',
      intro:
        'The new password applies at once; every open session of this account ends. It is neither stored nor shown anywhere else: pass it on yourself.',
      own_account:
        'This is your own account: after saving you are signed out too and sign in with the new password.',
      new: 'New password',
      repeat: 'Repeat password',
      help: 'At least 12 characters.',
      too_short: 'At least %{min} characters',
      mismatch: 'The passwords do not match',
      generate: 'Generate a password',
      submit: 'Set password',
      done: 'New password set for %{email}',
    },
    unlock: {
      action: 'Lift sign-in lock',
      title: 'Lift the sign-in lock of %{email}?',
      text: 'The wrong passwords and waits of this account are forgotten, from every address. The unlock is recorded in the sign-in log.',
      confirm: 'Lift lock',
      done: 'Sign-in lock of %{email} lifted',
    },
  },
};

export const enMessages = {
  ...englishMessages,
  app,
  resources: { ...resources, ...resourceMessages('en') },
};
