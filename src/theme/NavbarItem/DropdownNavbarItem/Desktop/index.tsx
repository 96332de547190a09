/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (NavbarItem/DropdownNavbarItem/Desktop, a
 * 70-line component): upstream opens the menu with Enter or Space but has no way to close it
 * from the keyboard except tabbing away. Escape must close it and return focus to its toggle
 * (WAI-ARIA menu button pattern); the open state lives inside the component, so a wrapper cannot
 * reach it. Changed lines are marked CUSTOM.
 */
import {useState, useRef, useEffect, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

export default function DropdownNavbarItemDesktop({items, position, className, onClick, ...props}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);

  useEffect(() => {
    const handleClickOutside = (event: MouseEvent | TouchEvent | FocusEvent) => {
      if (!dropdownRef.current || dropdownRef.current.contains(event.target as Node)) {
        return;
      }
      setShowDropdown(false);
    };

    document.addEventListener('mousedown', handleClickOutside);
    document.addEventListener('touchstart', handleClickOutside);
    document.addEventListener('focusin', handleClickOutside);

    return () => {
      document.removeEventListener('mousedown', handleClickOutside);
      document.removeEventListener('touchstart', handleClickOutside);
      document.removeEventListener('focusin', handleClickOutside);
    };
  }, [dropdownRef]);

  // CUSTOM: Escape closes the open menu from the toggle or from any of its links, and puts focus
  // back on the toggle so the reader continues from where the menu was opened.
  const closeOnEscape = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || !showDropdown) return;
    e.preventDefault();
    setShowDropdown(false);
    dropdownRef.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
  };

  return (
    <div
      ref={dropdownRef}
      onKeyDown={closeOnEscape} // CUSTOM
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}>
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // # hash permits to make the <a> tag focusable in case no link target
        // See https://github.com/facebook/docusaurus/pull/6003
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setShowDropdown(!showDropdown);
          }
        }}>
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...childItemProps} key={i} />
        ))}
      </ul>
    </div>
  );
}
