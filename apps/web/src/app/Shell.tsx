import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../components/Logo';
import { useDeviceClass } from '../lib/device';
import { PageLoading } from './PageLoading';
import { useDueCount } from './reviews';
import styles from './Shell.module.css';
import { useSession } from './session';

/** Side menu entries in display order; `glyph` is decoration only. */
const MENU_ENTRIES = [
  { label: 'Dashboard', to: '/dashboard', glyph: '家' },
  { label: 'Translation', to: '/translation', glyph: '訳' },
  { label: 'Progress', to: '/progress', glyph: '進' },
  { label: 'JLPT Vocabulary', to: '/vocabulary', glyph: '語' },
  { label: 'Reviews', to: '/review', glyph: '復' },
  { label: 'Conversation History', to: '/conversation_history', glyph: '話' },
  { label: 'Friends', to: '/friends', glyph: '友' },
  { label: 'Settings', to: '/settings', glyph: '設' },
  { label: 'About', to: '/about', glyph: '情' },
] as const;

/** The menu entry a path belongs to, if any: the entry's own path or anything below it. */
export function activeMenuPath(pathname: string): string | undefined {
  return MENU_ENTRIES.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`))?.to;
}

/** Layout of every signed-in page: side menu plus the routed page. */
export function Shell() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const device = useDeviceClass();
  const overlay = device !== 'desktop';

  const [sidebarOpen, setSidebarOpen] = useState(!overlay);
  // Crossing between desktop and mobile/tablet (a resize or rotation) restores that layout's default.
  const [overlayLayout, setOverlayLayout] = useState(overlay);
  if (overlayLayout !== overlay) {
    setOverlayLayout(overlay);
    setSidebarOpen(!overlay);
  }

  // Focus follows the toggle so keyboard users land in the menu or back on the hamburger, not on <body>.
  const toggledByUser = useRef(false);
  const menuRef = useRef<HTMLElement>(null);
  const showButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!toggledByUser.current) return;
    toggledByUser.current = false;
    if (sidebarOpen) menuRef.current?.querySelector('a')?.focus();
    else showButtonRef.current?.focus();
  }, [sidebarOpen]);

  const toggleSidebar = (open: boolean) => {
    toggledByUser.current = true;
    setSidebarOpen(open);
  };

  const overlayOpen = overlay && sidebarOpen;
  useEffect(() => {
    if (!overlayOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      toggledByUser.current = true;
      setSidebarOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [overlayOpen]);

  const closeIfOverlay = () => {
    if (overlay) setSidebarOpen(false);
  };

  const onLogout = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  const activePath = activeMenuPath(pathname);
  const dueCount = useDueCount();

  return (
    <div className={`${styles.shell} ${overlay ? styles.overlayMode : ''}`}>
      {sidebarOpen && (
        <>
          {overlay && (
            <div className={styles.backdrop} aria-hidden="true" onClick={() => toggleSidebar(false)} />
          )}
          <nav ref={menuRef} className={styles.sidebar} aria-label="Main menu">
            <Link to="/dashboard" className={styles.brand} onClick={closeIfOverlay}>
              <Logo />
            </Link>
            <ul className={styles.menu}>
              {MENU_ENTRIES.map(({ label, to, glyph }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className={styles.entry}
                    aria-current={to === activePath ? 'page' : undefined}
                    onClick={closeIfOverlay}
                  >
                    <span lang="ja" className={styles.glyph} aria-hidden="true">
                      {glyph}
                    </span>
                    {label}
                    {to === '/review' && dueCount !== undefined && dueCount > 0 && (
                      <span className={styles.count}>
                        <span className="visually-hidden">, </span>
                        {dueCount}
                        <span className="visually-hidden"> due</span>
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
            <ul className={`${styles.menu} ${styles.actions}`}>
              <li>
                <button type="button" className={styles.entry} onClick={() => toggleSidebar(false)}>
                  <span lang="ja" className={styles.glyph} aria-hidden="true">
                    閉
                  </span>
                  Hide Sidebar
                </button>
              </li>
              <li>
                <button type="button" className={styles.entry} onClick={onLogout}>
                  <span lang="ja" className={styles.glyph} aria-hidden="true">
                    出
                  </span>
                  Logout
                </button>
              </li>
            </ul>
          </nav>
        </>
      )}
      <div className={styles.content} inert={overlayOpen}>
        {!sidebarOpen && (
          <header className={styles.topBar}>
            <button
              ref={showButtonRef}
              type="button"
              className={styles.hamburger}
              aria-label="Show sidebar"
              onClick={() => toggleSidebar(true)}
            >
              <span className={styles.hamburgerIcon} aria-hidden="true" />
            </button>
            <Link to="/dashboard" className={styles.brand}>
              <Logo />
            </Link>
          </header>
        )}
        <main className={styles.main}>
          {/* Inside <main>: while a screen's code loads, the menu stays and only the page area waits. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
