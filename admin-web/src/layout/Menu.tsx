import { Fragment } from 'react';
import { ListSubheader } from '@mui/material';
import {
  Menu as RaMenu,
  useBasename,
  usePermissions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { menuFor } from '@/layout/menuGroups';
import { SidebarUser } from '@/layout/SidebarUser';

export const Menu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const basename = useBasename();
  // Until the role is known only the entries every role sees are shown (never a flash of admin-only ones).
  const { permissions } = usePermissions<string>();

  return (
    <RaMenu>
      {menuFor(permissions).map((group) => (
        <Fragment key={group.label}>
          {open && (
            <ListSubheader disableSticky sx={{ lineHeight: '2.25rem', mt: 1 }}>
              {translate(group.label)}
            </ListSubheader>
          )}
          {group.entries.map((item) => (
            <RaMenu.Item
              key={item.path}
              to={`${basename}${item.path}`}
              primaryText={item.label}
              leftIcon={item.icon}
            />
          ))}
        </Fragment>
      ))}
      <SidebarUser />
    </RaMenu>
  );
};
