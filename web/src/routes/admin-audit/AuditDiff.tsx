import styled from 'styled-components';
import { utcDateTime } from '../../components/admin/adminFormat';

type Snapshot = Record<string, unknown> | null | undefined;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** A stored value as an admin reads it: times in UTC, lists joined, nothing as a dash. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_TIME.test(value) ? `${utcDateTime(value)} UTC` : value;
  if (Array.isArray(value)) return value.length > 0 ? value.map(shownValue).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `startsAt` → "Starts at", `imageUrl` → "Image url": the snapshot's keys are the fields' names. */
export const fieldName = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The fields of a change, before and after, changed values marked; a creation has no before, a deletion no after. */
export const AuditDiff = ({ before, after }: { before: Snapshot; after: Snapshot }) => {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <Empty>No field values were recorded.</Empty>;
  return (
    <Grid>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const was = before ? shownValue(before[key]) : null;
          const is = after ? shownValue(after[key]) : null;
          return (
            <tr key={key} data-changed={was !== is || undefined}>
              <th scope="row">{fieldName(key)}</th>
              <td data-label="Before">{was ?? <Faint>(new)</Faint>}</td>
              <td data-label="After">{is ?? <Faint>(deleted)</Faint>}</td>
            </tr>
          );
        })}
      </tbody>
    </Grid>
  );
};

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  table-layout: fixed;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }

  tbody th {
    width: 30%;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  td {
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  tr[data-changed] td:last-child {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  tr[data-changed] td:nth-child(2) {
    text-decoration: line-through;
    text-decoration-color: ${({ theme }) => theme.colors.dangerBorder};
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

const Faint = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-style: italic;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
