import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { SessionUser } from '../../auth/sessionUser';
import { useLogout } from '../../auth/useLogout';
import { displayName } from '../../auth/userDisplay';
import { Icon } from '../Icon';
import { accountLinksFor } from './accountLinks';
import { focusFirstItem, moveFocusWithArrows } from './arrowKeyNavigation';
import { Avatar } from './Avatar';

type UserMenuProps = {
  user: SessionUser;
};

/** Avatar button that discloses the account menu. */
export const UserMenu = ({ user }: UserMenuProps) => {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  const menuId = useId();
  const logout = useLogout();
  const name = displayName(user);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      focusFirstItem(panelRef.current);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <Wrapper
      ref={wrapperRef}
      onBlur={(event) => {
        // Tabbing past the last item (or away) closes the menu, as a click elsewhere does.
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Trigger
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (open) focusFirstItem(panelRef.current);
            else {
              focusFirstOnOpen.current = true;
              setOpen(true);
            }
          }
        }}
      >
        <Avatar user={user} size={32} />
        <TriggerName $long={name.length > LONG_NAME}>{name}</TriggerName>
        <Chevron $open={open}>
          <Icon name="chevronDown" size={16} />
        </Chevron>
      </Trigger>
      {open ? (
        <Panel id={menuId} ref={panelRef} onKeyDown={moveFocusWithArrows}>
          <Identity>
            <Avatar user={user} size={40} />
            <div>
              <IdentityName>{name}</IdentityName>
              <IdentityEmail title={user.email}>{user.email}</IdentityEmail>
            </div>
          </Identity>
          <Items role="list">
            {accountLinksFor(user).map((item) => (
              <li key={item.to}>
                <ItemLink to={item.to} onClick={close}>
                  <Icon name={item.icon} size={18} />
                  {item.label}
                </ItemLink>
              </li>
            ))}
            <Divider role="presentation" />
            <li>
              <ItemButton
                type="button"
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                <Icon name="logOut" size={18} />
                Log out
              </ItemButton>
            </li>
          </Items>
        </Panel>
      ) : null}
    </Wrapper>
  );
};

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs};
  padding-right: ${({ theme }) => theme.space.sm};
  max-height: calc(${({ theme }) => theme.layout.navHeight} - 8px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* A pill for one line of name; a rounded box for a name that wraps. */
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface1};
  transition: border-color ${({ theme }) => theme.transitions.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

/** Names longer than this take the smaller type in the bar. */
const LONG_NAME = 24;

/*
 * A long name wraps rather than losing its end: in the smaller type the longest artist name (80
 * characters) takes three lines, which the bar holds.
 */
const TriggerName = styled.span<{ $long: boolean }>`
  max-width: 200px;
  overflow-wrap: anywhere;
  line-height: 1.25;
  text-align: left;
  font-size: ${({ theme, $long }) => ($long ? theme.fontSizes.xs : theme.fontSizes.sm)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.transitions.base};
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  width: 280px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface2};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xxs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  > div {
    min-width: 0;
  }
`;

const IdentityName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const IdentityEmail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const itemStyles = css`
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
`;

const ItemLink = styled(Link)`
  ${itemStyles}

  &:hover {
    background: ${({ theme }) => theme.colors.surface3};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const ItemButton = styled.button`
  ${itemStyles}

  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Divider = styled.li`
  height: 1px;
  margin: ${({ theme }) => theme.space.xxs} 0;
  background: ${({ theme }) => theme.colors.border};
`;
