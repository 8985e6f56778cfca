'use client';
import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import type { NavItem } from '@/lib/routes';
import { NavLinks } from '../nav-links';
import { StockTicker } from './stock-ticker';
import styles from './header.module.css';

/** Narrow screens: the three-line button opens a right-hand drawer with the same entries (SPEC §2, §4). */
export function MobileMenu({ items, stock }: { items: NavItem[]; stock: { stock_name: string; stock_code: string } | null }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // Back/forward navigation also closes it.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button type="button" className={styles.menuButton} aria-label="打开导航菜单" aria-expanded={open} aria-controls="site-drawer" onClick={() => setOpen(true)}>
        <MenuOutlined aria-hidden="true" />
      </button>
      <Drawer
        id="site-drawer"
        title="导航"
        placement="right"
        open={open}
        onClose={() => setOpen(false)}
        closable={{ 'aria-label': '关闭导航菜单' }}
      >
        <nav aria-label="移动端导航">
          <NavLinks items={items} variant="drawer" onNavigate={() => setOpen(false)} />
        </nav>
        <StockTicker initial={stock} className={styles.drawerTicker} />
      </Drawer>
    </>
  );
}
