import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { forwardRef } from 'react';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  ToggleThemeButton,
  UserMenu,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { useSignOut } from '@/layout/SidebarUser';

const SignOutItem = forwardRef<HTMLLIElement>((props, ref) => {
  const translate = useTranslate();
  const signOut = useSignOut();
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      {...props}
      onClick={() => {
        menu?.onClose();
        signOut();
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.sidebar.logout')}</ListItemText>
    </MenuItem>
  );
});
SignOutItem.displayName = 'SignOutItem';

/**
 * The app bar: the page title, the language (only its code on a phone, so the title keeps its
 * room), light/dark, reload, and a user menu with "Abmelden" always in reach (the sidebar's block
 * is below the fold on small screens).
 */
export const AppBar = () => {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <RaAppBar
      toolbar={
        <>
          <LocalesMenuButton
            languages={
              isPhone
                ? [
                    { locale: 'de', name: 'DE' },
                    { locale: 'en', name: 'EN' },
                  ]
                : undefined
            }
          />
          {/* On a phone the title needs the room more than light/dark does. */}
          {!isPhone && <ToggleThemeButton />}
          <LoadingIndicator />
        </>
      }
      userMenu={
        <UserMenu>
          <SignOutItem />
        </UserMenu>
      }
    />
  );
};
