import React, { useEffect, useId, useRef, useState } from 'react';
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
import { download } from '@site/src/config/header';
import { HEADER_MENU_BREAKPOINT } from '@site/src/config/layout';
import { CloseIcon, MenuIcon } from '@site/src/components/icons';
import { tabStops, wrappedTabTarget } from '@site/src/lib/focusTrap';
import { scrollTopToReveal } from '@site/src/features/sidebar/sidebarState';
import HeaderLinks from './HeaderLinks';
import ProductList from './ProductList';
import styles from './styles.module.css';

/**
 * Invoker commands: the browser itself opens (`show-modal`) or closes the dialog on a press of the button, so a tap
 * before the page's scripts have loaded (a slow network) still opens the menu, and the menu works without scripts.
 * React 18 passes the attributes through but its types lack them.
 */
const invokes = (dialogId: string, command: 'show-modal' | 'close') =>
  ({ commandfor: dialogId, command }) as React.ButtonHTMLAttributes<HTMLButtonElement>;

/** A press on a link that leaves the menu (not a sidebar category's expand control). */
const NAVIGATING_LINK = 'a[href]:not([href="#"]):not([role="button"])';

/**
 * The header's one menu below 1200 px: a modal dialog with, when the window has no room for the area sidebar,
 * that sidebar and its filter (src/features/sidebar/theme/DocSidebar puts it in the navbar's secondary-menu slot),
 * then the site links, the products and Download. Focus moves into the dialog and cycles inside it; Escape, the
 * close button, a press on the backdrop or on a link close it, and focus returns to the menu button.
 */
export default function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const areaMenu = useNavbarSecondaryMenu().content;

  const show = () => {
    if (!dialog.current?.open) dialog.current?.showModal();
    setOpen(true);
  };
  // Closing goes through the dialog's `close` event (Escape closes natively), which updates the state.
  const hide = () => dialog.current?.close();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    // Opened by the button's command before the scripts ran: show what the open menu shows.
    if (element.open) setOpen(true);
    function onClose() {
      setOpen(false);
      button.current?.focus();
    }
    function onClick(event: MouseEvent) {
      const target = event.target as Element;
      // The dialog element itself is hit only on its backdrop: the sheet inside fills it.
      if (target === element || target.closest(NAVIGATING_LINK)) element?.close();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !element) return;
      const stops = tabStops(element);
      const next = wrappedTabTarget(stops.length, stops.indexOf(document.activeElement as HTMLElement), event.shiftKey);
      if (next === null) return;
      event.preventDefault();
      stops[next].focus();
    }
    // Typing in the area's filter narrows the list at the top of the menu: show the matches from the first.
    function onInput() {
      if (body.current) body.current.scrollTop = 0;
    }
    // From 1200 px the menu button is hidden, and a menu left open would be an invisible modal: close it.
    const wide = window.matchMedia(`(min-width: ${HEADER_MENU_BREAKPOINT}px)`);
    function onWide() {
      if (wide.matches) element?.close();
    }
    element.addEventListener('close', onClose);
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('input', onInput);
    wide.addEventListener('change', onWide);
    return () => {
      element.removeEventListener('close', onClose);
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('input', onInput);
      wide.removeEventListener('change', onWide);
    };
  }, []);

  // On opening, scroll the menu so the current page's link is in view.
  useEffect(() => {
    const scroller = body.current;
    const active = scroller?.querySelector<HTMLElement>('.theme-doc-sidebar-menu a[aria-current="page"]');
    if (!open || !scroller || !active) return;
    const next = scrollTopToReveal(scroller.getBoundingClientRect(), active.getBoundingClientRect(), scroller.scrollTop);
    if (next !== null) scroller.scrollTop = next;
  }, [open]);

  return (
    <div className={className}>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        aria-label="Open menu"
        {...invokes(dialogId, 'show-modal')}
        onClick={show}>
        <MenuIcon />
      </button>
      <dialog ref={dialog} id={dialogId} className={styles.menuDialog} aria-labelledby={titleId}>
        <div className={styles.menuSheet}>
          <div className={styles.menuHeader}>
            <h2 id={titleId} className={styles.menuTitle}>
              Menu
            </h2>
            <button type="button" className={styles.iconButton} aria-label="Close menu" {...invokes(dialogId, 'close')} onClick={hide}>
              <CloseIcon />
            </button>
          </div>
          <div ref={body} className={styles.menuBody}>
            {open && areaMenu}
            <nav aria-label="BangDB site (mobile)">
              <HeaderLinks className={styles.mobileLinks} />
            </nav>
            <p className="bdb-menu-heading">Products</p>
            <ProductList />
            <a href={download.href} className="button button--primary button--block margin-top--md">
              {download.name}
            </a>
          </div>
        </div>
      </dialog>
    </div>
  );
}
