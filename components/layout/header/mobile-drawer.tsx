'use client';
/**
 * The narrow-screen navigation drawer: antd's Drawer, right-hand, default size (requirements §2, §4). Its own
 * chunk, downloaded when the menu button is first reached for (mobile-menu.tsx), so no page pays for
 * antd's Drawer and style runtime on load.
 */
import { Drawer } from 'antd';
import type { NavItem } from '@/lib/routes';
import { AntdTheme } from '@/components/antd-theme';
import { NavLinks } from '@/components/layout/nav-links';
import { StockValues } from './stock-values';
import type { MobileMenuLabels } from './mobile-menu.labels';
import { AccountLink } from '@/components/member/account-link';
import { LanguageSwitch } from './language-switch';
import { AidsButton } from '@/components/reading-aids/aids-button';
import styles from './header.module.css';
import { SearchForm } from '@/components/search/search-form';

export type MobileDrawerProps = {
  items: NavItem[];
  stock: { stock_name: string; stock_code: string } | null;
  labels: MobileMenuLabels;
  open: boolean;
  onClose: () => void;
};

export default function MobileDrawer({ items, stock, labels, open, onClose }: MobileDrawerProps) {
  return (
    <AntdTheme>
      <Drawer
        id="site-drawer"
        title={labels.title}
        placement="right"
        open={open}
        onClose={onClose}
        closable={{ 'aria-label': labels.close }}
      >
        <SearchForm labels={labels.search} variant="drawer" id="drawer-search" />
        <nav aria-label={labels.nav}>
          <NavLinks items={items} variant="drawer" onNavigate={onClose} />
        </nav>
        <StockValues initial={stock} labels={labels.stock} className={styles.drawerTicker} />
        <AccountLink labels={labels.account} className={styles.drawerAccount} />
        <LanguageSwitch labels={labels.language} className={styles.drawerLanguage} />
        <AidsButton labels={labels.aids} className={styles.drawerAids} onOpen={onClose} />
      </Drawer>
    </AntdTheme>
  );
}
