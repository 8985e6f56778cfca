'use client';
/**
 * The narrow-screen navigation drawer: antd's Drawer, right-hand, default size (SPEC §2, §4). Its own
 * chunk, downloaded when the menu button is first reached for (mobile-menu.tsx), so no page pays for
 * antd's Drawer and style runtime on load.
 */
import { Drawer } from 'antd';
import type { NavItem } from '@/lib/routes';
import { AntdTheme } from '@/components/antd-theme';
import { NavLinks } from '../nav-links';
import { StockTicker } from './stock-ticker';
import { AccountLink } from '@/components/member/account-link';
import styles from './header.module.css';

export type MobileDrawerProps = {
  items: NavItem[];
  stock: { stock_name: string; stock_code: string } | null;
  open: boolean;
  onClose: () => void;
};

export default function MobileDrawer({ items, stock, open, onClose }: MobileDrawerProps) {
  return (
    <AntdTheme>
      <Drawer id="site-drawer" title="导航" placement="right" open={open} onClose={onClose} closable={{ 'aria-label': '关闭导航菜单' }}>
        <nav aria-label="移动端导航">
          <NavLinks items={items} variant="drawer" onNavigate={onClose} />
        </nav>
        <StockTicker initial={stock} className={styles.drawerTicker} />
        <AccountLink className={styles.drawerAccount} />
      </Drawer>
    </AntdTheme>
  );
}
