import { Text, VisuallyHidden } from '@mantine/core';
import { Tooltip } from '../../components/ui/tooltip';
import { Link } from 'react-router';
import { LockIcon } from '../../components/ui/icons';
import { isMenuItemActive, type MenuGroup, type MenuItem } from '../menu';
import { useShell } from '../shell-context';
import classes from './side-menu.module.css';

type SideMenuProps = {
  groups: readonly MenuGroup[];
  /** Accessible name of the navigation landmark ('Business menu', 'Admin menu'). */
  label: string;
  /** Called after a link is followed (closes the drawer on narrow screens). */
  onNavigate?: () => void;
  tone?: 'light' | 'dark';
  /**
   * Items shown but closed to this user (downgraded members; a company's Share and Community entries before
   * its first giving), with `disabledHint` saying why: one text, or one per item.
   */
  isDisabled?: (item: MenuItem) => boolean;
  disabledHint?: string | ((item: MenuItem) => string);
};

/** A side menu generated from the route table; the current screen is marked for sight and for screen readers. */
export function SideMenu({ groups, label, onNavigate, tone = 'light', isDisabled, disabledHint = '' }: SideMenuProps) {
  const { routeName } = useShell();
  const idBase = label.toLowerCase().replace(/\W+/g, '-');
  return (
    <nav aria-label={label} className={classes.nav} data-tone={tone}>
      {groups.map((group, index) => {
        const headingId = group.label ? `${idBase}-group-${index}` : undefined;
        return (
          <div key={group.label ?? `group-${index}`} className={classes.group}>
            {group.label ? (
              <Text id={headingId} className={classes.groupLabel}>
                {group.label}
              </Text>
            ) : null}
            <ul className={classes.list} aria-labelledby={headingId}>
              {group.items.map((item) => {
                const active = isMenuItemActive(item, routeName);
                const Icon = item.icon;
                if (isDisabled?.(item)) {
                  const hint = typeof disabledHint === 'function' ? disabledHint(item) : disabledHint;
                  return (
                    <li key={`${item.name}-${item.path}`}>
                      {/* The hint shows on hover, on keyboard focus and on touch. */}
                      <Tooltip label={hint} position="right" withArrow multiline w={220} events={{ hover: true, focus: true, touch: true }}>
                        <span className={classes.link} data-disabled aria-disabled="true" tabIndex={0} data-menu-item={item.name}>
                          {Icon ? <Icon size={18} /> : null}
                          <span>{item.label}</span>
                          <LockIcon size={14} className={classes.lock} />
                          <VisuallyHidden>{hint}</VisuallyHidden>
                        </span>
                      </Tooltip>
                    </li>
                  );
                }
                return (
                  <li key={`${item.name}-${item.path}`}>
                    <Link
                      to={item.path}
                      className={classes.link}
                      data-active={active || undefined}
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      {Icon ? <Icon size={18} /> : null}
                      <span>{item.label}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
