import styled from 'styled-components';

/** The back office's lists: a bordered box that scrolls sideways inside itself when a table is wider than the page; dimmed while a new page loads. */
export const TableBox = styled.div<{ $busy?: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.base};

  ${({ theme }) => theme.media.tablet} {
    overflow-x: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface1};
  }
`;

/**
 * A table from tablet width up; on a phone each row is a card of labelled lines (a cell's
 * `data-label` names it there).
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }

  tbody {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
  }

  tr {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface1};
  }

  td {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  td[data-label]::before {
    content: attr(data-label);
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }

  ${({ theme }) => theme.media.tablet} {
    thead {
      position: static;
      width: auto;
      height: auto;
      clip-path: none;
    }

    thead,
    tbody {
      display: table-row-group;
    }

    thead {
      display: table-header-group;
    }

    tr {
      display: table-row;
      padding: 0;
      border: 0;
      border-radius: 0;
      background: none;
    }

    th,
    td {
      display: table-cell;
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
      text-align: left;
      vertical-align: middle;
    }

    tbody tr:last-child td {
      border-bottom: 0;
    }

    th {
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
      text-transform: uppercase;
      white-space: nowrap;
    }

    td[data-label]::before {
      content: none;
    }
  }
`;

export const Num = styled.td`
  font-variant-numeric: tabular-nums;

  ${({ theme }) => theme.media.tablet} {
    && {
      text-align: right;
    }
  }
`;

/** A row's buttons: right-aligned, wrapping on a phone's card. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;

  ${({ theme }) => theme.media.tablet} {
    flex-wrap: nowrap;
  }
`;
