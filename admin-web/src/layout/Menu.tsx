import { Fragment } from 'react';
import { ListSubheader } from '@mui/material';
import { Menu as RaMenu, useBasename, useSidebarState, useTranslate } from 'react-admin';
import { menuGroups } from '@/layout/menuGroups';
import { SidebarUser } from '@/layout/SidebarUser';

export const Menu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const basename = useBasename();

  return (
    <RaMenu>
      {menuGroups.map((group) => (
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
