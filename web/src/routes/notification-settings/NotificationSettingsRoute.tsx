import { useQuery } from '@apollo/client/react';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { KIND_RULES, NOTIFICATION_GROUPS, type NotificationKindKey } from '../../../../graph/src/shared/notification-kinds';
import { graphQLErrorMessage, graphQLFieldErrors } from '../../apollo/errors';
import { Section, Sections } from '../../components/account/SettingsSection';
import { useFormState } from '../../components/form/useFormState';
import { useUnsavedChangesWarning } from '../../components/form/useUnsavedChangesWarning';
import { Icon } from '../../components/Icon';
import {
  copyMondayToWeekdays,
  detectedTimeZone,
  digestWords,
  HOUR_OPTIONS,
  momentWords,
  NEW_RANGE,
  RANGES_PER_DAY,
  scheduleError,
  scheduleInput,
  scheduleOf,
  scheduleWords,
  snoozeMoments,
  TIME_OPTIONS,
  timeZoneNames,
  WEEKDAY_LABELS,
  WEEKDAYS,
  zoneToOffer,
  type Schedule,
  type Weekday,
} from '../../components/notifications/preferenceText';
import { PageLoader } from '../../components/PageLoader';
import { Button } from '../../components/ui/Button';
import { RadioChips } from '../../components/ui/ChoiceChips';
import { FieldError } from '../../components/ui/fieldParts';
import { LoadError, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { TextField } from '../../components/ui/TextField';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import type { DigestFrequency, NotificationPreferencesFieldsFragment } from '../../gql/graphql';
import { useUpdateNotificationPreferencesMutation } from '../../mutations/useNotificationPreferencesMutations';
import { toast } from '../../stores/toastStore';
import { SaveBar, SaveBarActions as BarActions, SaveBarDot as Dot, SaveBarStatus as BarStatus } from '../../components/form/SaveBar';

export const NOTIFICATION_SETTINGS_QUERY = graphql(`
  query NotificationSettingsQuery {
    viewer {
      id
      notificationPreferences {
        ...NotificationPreferencesFields
      }
    }
  }
`);

type Channels = { inApp: boolean; email: boolean };
type Values = {
  kinds: Record<string, Channels>;
  digestFrequency: DigestFrequency;
  digestHour: string;
  timeZone: string;
  schedule: Schedule;
};
type ErrorKey = 'kinds' | 'digest' | 'timeZone' | 'quietHours';

const FREQUENCY_OPTIONS: { value: DigestFrequency; label: string }[] = [
  { value: 'OFF', label: 'Off' },
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly on Mondays' },
];

const kindKey = (kind: string) => kind.toLowerCase() as NotificationKindKey;

const valuesOf = (prefs: NotificationPreferencesFieldsFragment): Values => ({
  kinds: Object.fromEntries(prefs.kinds.map(({ kind, inApp, email }) => [kind, { inApp, email }])),
  digestFrequency: prefs.digest.frequency,
  digestHour: String(prefs.digest.hour),
  timeZone: prefs.quietHours.timeZone,
  schedule: scheduleOf(prefs.quietHours.days),
});

/**
 * /account/notifications: what the viewer hears about and where (a matrix of kinds by channel,
 * grouped as the shared rules group them), the digest, quiet hours in their time zone, and a
 * snooze. The first three save together; a snooze is an action of its own and saves at once.
 */
export const NotificationSettingsRoute = () => {
  const { data, error } = useQuery(NOTIFICATION_SETTINGS_QUERY, { fetchPolicy: 'cache-and-network' });
  const prefs = data?.viewer?.notificationPreferences;

  return (
    <Page>
      <title>Notification settings · SoundBoard</title>
      <PageHeader
        eyebrow="Settings"
        title="Notification settings"
        intro={
          <>
            Choose what SoundBoard tells you, in the app and by e-mail, and when e-mail may wait. See what arrived in{' '}
            <InlineLink to="/notifications">Notifications</InlineLink>; sign-in and your data are in <InlineLink to="/account">Account Settings</InlineLink>.
          </>
        }
      />
      {prefs ? (
        <PreferencesForm prefs={prefs} />
      ) : error ? (
        <LoadError role="alert">Your notification settings could not be loaded. Please reload the page.</LoadError>
      ) : (
        <PageLoader />
      )}
    </Page>
  );
};

const PreferencesForm = ({ prefs }: { prefs: NotificationPreferencesFieldsFragment }) => {
  const { update, saving } = useUpdateNotificationPreferencesMutation();
  const zones = useMemo(() => timeZoneNames(), []);
  const validate = useCallback(
    (values: Values) => ({
      timeZone: zones.includes(values.timeZone) ? undefined : 'Choose a time zone from the list',
      quietHours: scheduleError(values.schedule),
    }),
    [zones],
  );
  const { values, initial, set, field, errorFor, form, setServerErrors, saved } = useFormState<Values, ErrorKey>(() => valuesOf(prefs), validate);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const { dialog } = useUnsavedChangesWarning(dirty && !saving);
  const [offer, setOffer] = useState(() => zoneToOffer(prefs.quietHours.timeZone, prefs.quietHours.days, detectedTimeZone()));

  const showServerError = (error: unknown, fallback: string) => {
    const fields = Object.keys(graphQLFieldErrors(error)).filter((name): name is ErrorKey => ['kinds', 'digest', 'quietHours'].includes(name));
    const message = graphQLErrorMessage(error, fallback);
    if (fields.length > 0) setServerErrors(Object.fromEntries(fields.map((name) => [name, message])));
    else toast({ variant: 'destructive', title: 'Not saved', description: message });
  };

  const onValid = async (next: Values) => {
    try {
      await update({
        kinds: prefs.kinds.filter(({ required }) => !required).map(({ kind }) => ({ kind, ...next.kinds[kind]! })),
        digest: { frequency: next.digestFrequency, hour: Number(next.digestHour) },
        quietHours: { timeZone: next.timeZone, days: scheduleInput(next.schedule) },
      });
      saved();
      setOffer(null);
      toast({ title: 'Notification settings saved', description: 'SoundBoard tells you as you chose, from now on.' });
    } catch (error) {
      showServerError(error, 'Your settings could not be saved. Please try again.');
    }
  };

  const confirmZone = async (zone: string) => {
    try {
      // The schedule as stored (none: the offer shows only then), in the confirmed zone.
      await update({ quietHours: { timeZone: zone, days: scheduleInput(scheduleOf(prefs.quietHours.days)) } });
      set('timeZone', zone);
      setOffer(null);
      toast({ title: 'Time zone saved', description: `Quiet hours and digests follow ${zone}.` });
    } catch (error) {
      showServerError(error, 'Your time zone could not be saved. Please try again.');
    }
  };

  const discard = () => {
    for (const key of Object.keys(initial) as (keyof Values)[]) set(key, initial[key]);
  };

  const setChannel = (kind: string, channel: keyof Channels, on: boolean) =>
    set('kinds', { ...values.kinds, [kind]: { ...values.kinds[kind]!, [channel]: on } });
  const setSchedule = (schedule: Schedule) => set('schedule', schedule);

  return (
    <Sections>
      <form {...form(onValid)} aria-label="Notification settings">
        <FormSections>
          <Section
            id="what"
            icon="bell"
            title="What you hear about"
            intro="Each kind of notification, in the app and by e-mail. E-mail goes only when you have not seen the item in the app."
          >
            <KindMatrix prefs={prefs} kinds={values.kinds} onChange={setChannel} error={errorFor('kinds')} />
          </Section>

          <Section id="digest" icon="mail" title="Digest" intro="One mail with what is still unread, for when you have been away.">
            <DigestGrid>
              <RadioChips
                id="digest-frequency"
                label="How often"
                options={FREQUENCY_OPTIONS}
                value={values.digestFrequency}
                onChange={(value) => set('digestFrequency', value as DigestFrequency)}
                error={errorFor('digest')}
              />
              <HourField>
                <SelectField label="At" options={HOUR_OPTIONS} disabled={values.digestFrequency === 'OFF'} {...field('digestHour')} error={undefined} />
              </HourField>
            </DigestGrid>
            <InWords aria-live="polite">{digestWords(values.digestFrequency, Number(values.digestHour))}</InWords>
          </Section>

          <Section
            id="quiet-hours"
            icon="lock"
            title="Quiet hours"
            intro="E-mail waits during these windows and arrives when they end; nothing is dropped. Security notices always go at once."
          >
            {offer ? (
              <Offer role="status">
                <Icon name="globe" size={18} />
                <span>
                  Detected: <strong>{offer}</strong>
                </span>
                <Button type="button" $size="sm" onClick={() => void confirmZone(offer)} disabled={saving}>
                  Confirm
                </Button>
                <Button type="button" $size="sm" $variant="ghost" onClick={() => setOffer(null)}>
                  Not now
                </Button>
              </Offer>
            ) : null}
            <ZoneField>
              <TextField
                label="Time zone"
                list="time-zones"
                autoComplete="off"
                spellCheck={false}
                hint="Type to search, such as “Berlin” or “New York”. Digest hours follow it too."
                {...field('timeZone')}
              />
              <datalist id="time-zones">
                {zones.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </ZoneField>
            <WeekSchedule schedule={values.schedule} onChange={setSchedule} error={errorFor('quietHours')} />
            <InWordsList aria-live="polite" aria-label="Your quiet hours in words">
              {scheduleWords(values.schedule).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </InWordsList>
          </Section>

          <SaveBar data-dirty={dirty}>
            <BarStatus role="status" $dirty={dirty}>
              <Dot $dirty={dirty} aria-hidden="true" />
              {saving ? 'Saving…' : dirty ? 'You have unsaved changes' : 'All changes saved'}
            </BarStatus>
            <BarActions>
              <Button type="button" $variant="ghost" $size="sm" disabled={!dirty || saving} onClick={discard}>
                Discard
              </Button>
              <Button type="submit" $size="sm" disabled={!dirty || saving} aria-busy={saving || undefined}>
                {saving ? <Spinner $size="sm" /> : null}
                Save changes
              </Button>
            </BarActions>
          </SaveBar>
        </FormSections>
      </form>

      <SnoozeSection snoozedUntil={prefs.snoozedUntil ?? null} />
      {dialog}
    </Sections>
  );
};

// -------------------------------------------------------------------------------------------

type MatrixProps = {
  prefs: NotificationPreferencesFieldsFragment;
  kinds: Record<string, Channels>;
  onChange: (kind: string, channel: keyof Channels, on: boolean) => void;
  error?: string;
};

/** One table: a row group per section of the shared rules, a row per kind, a checkbox per channel. */
const KindMatrix = ({ prefs, kinds, onChange, error }: MatrixProps) => {
  const noteId = useId();
  const required = new Set(prefs.kinds.filter((k) => k.required).map((k) => k.kind));
  return (
    <>
      <Matrix>
        <caption>
          <VisuallyHidden>Where each kind of notification reaches you</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Notification</th>
            <th scope="col">In app</th>
            <th scope="col">E-mail</th>
          </tr>
        </thead>
        {NOTIFICATION_GROUPS.map((group) => {
          const rows = prefs.kinds.filter(({ kind }) => KIND_RULES[kindKey(kind)].group === group.key);
          if (rows.length === 0) return null;
          const anyRequired = rows.some(({ kind }) => required.has(kind));
          return (
            <tbody key={group.key}>
              <tr>
                <GroupHeader scope="colgroup" colSpan={3}>
                  {group.label}
                  {anyRequired ? (
                    <RequiredNote id={noteId}>
                      <Icon name="shield" size={14} />
                      Security notices are always sent
                    </RequiredNote>
                  ) : null}
                </GroupHeader>
              </tr>
              {rows.map(({ kind }) => {
                const label = KIND_RULES[kindKey(kind)].label;
                const isRequired = required.has(kind);
                const channels = isRequired ? { inApp: true, email: true } : (kinds[kind] ?? { inApp: true, email: true });
                return (
                  <KindRow key={kind} $required={isRequired} data-kind={kind}>
                    <th scope="row">{label}</th>
                    {(['inApp', 'email'] as const).map((channel) => (
                      <td key={channel}>
                        <Check>
                          <input
                            type="checkbox"
                            checked={channels[channel]}
                            disabled={isRequired}
                            aria-label={`${label}: ${channel === 'inApp' ? 'in app' : 'by e-mail'}`}
                            aria-describedby={isRequired ? noteId : undefined}
                            onChange={(event) => onChange(kind, channel, event.target.checked)}
                          />
                          <span aria-hidden="true">
                            <Icon name="check" size={14} />
                          </span>
                        </Check>
                      </td>
                    ))}
                  </KindRow>
                );
              })}
            </tbody>
          );
        })}
      </Matrix>
      {error ? <FieldError>{error}</FieldError> : null}
    </>
  );
};

// -------------------------------------------------------------------------------------------

/** Per day, its windows (start and end selects), with add, remove and "Copy Monday to weekdays". */
const WeekSchedule = ({ schedule, onChange, error }: { schedule: Schedule; onChange: (next: Schedule) => void; error?: string }) => {
  const setDay = (day: Weekday, ranges: Schedule[Weekday]) => onChange({ ...schedule, [day]: ranges });
  return (
    <ScheduleBox id="quietHours" tabIndex={-1} aria-describedby={error ? 'quiet-hours-error' : undefined}>
      <ScheduleHead>
        <h3>Weekly schedule</h3>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => onChange(copyMondayToWeekdays(schedule))} disabled={schedule.MONDAY.length === 0}>
          Copy Monday to weekdays
        </Button>
      </ScheduleHead>
      <Days>
        {WEEKDAYS.map((day) => {
          const ranges = schedule[day];
          const name = WEEKDAY_LABELS[day];
          return (
            <Day key={day}>
              <VisuallyHidden as="legend">{name}</VisuallyHidden>
              <DayGrid>
                <DayName aria-hidden="true">{name}</DayName>
                <Ranges>
                  {ranges.length === 0 ? <NoWindow>No quiet hours</NoWindow> : null}
                  {ranges.map((range, i) => {
                    const which = ranges.length > 1 ? ` ${i + 1}` : '';
                    return (
                      <RangeRow key={i}>
                        <TimeSelect
                          aria-label={`${name}${which}: from`}
                          value={range.start}
                          onChange={(event) =>
                            setDay(
                              day,
                              ranges.map((r, j) => (j === i ? { ...r, start: event.target.value } : r)),
                            )
                          }
                        >
                          {TIME_OPTIONS.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </TimeSelect>
                        <span aria-hidden="true">to</span>
                        <TimeSelect
                          aria-label={`${name}${which}: to`}
                          value={range.end}
                          onChange={(event) =>
                            setDay(
                              day,
                              ranges.map((r, j) => (j === i ? { ...r, end: event.target.value } : r)),
                            )
                          }
                        >
                          {TIME_OPTIONS.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </TimeSelect>
                        <IconButton
                          type="button"
                          aria-label={`Remove ${name} window${which}`}
                          title="Remove"
                          onClick={() =>
                            setDay(
                              day,
                              ranges.filter((_, j) => j !== i),
                            )
                          }
                        >
                          <Icon name="close" size={16} />
                        </IconButton>
                      </RangeRow>
                    );
                  })}
                </Ranges>
                {ranges.length < RANGES_PER_DAY ? (
                  <AddButton type="button" onClick={() => setDay(day, [...ranges, { ...NEW_RANGE }])} aria-label={`Add a window on ${name}`}>
                    <Icon name="plus" size={14} />
                    Add
                  </AddButton>
                ) : null}
              </DayGrid>
            </Day>
          );
        })}
      </Days>
      {error ? <FieldError id="quiet-hours-error">{error}</FieldError> : null}
    </ScheduleBox>
  );
};

// -------------------------------------------------------------------------------------------

/** Snooze every e-mail but security notices for an hour, or until tomorrow morning; or resume. */
const SnoozeSection = ({ snoozedUntil }: { snoozedUntil: string | null }) => {
  const { update, saving } = useUpdateNotificationPreferencesMutation();
  const now = new Date();
  const until = snoozedUntil ? new Date(snoozedUntil) : null;
  const snoozed = until !== null && until > now;
  const moments = snoozeMoments(now);

  const snooze = async (at: Date | null) => {
    try {
      await update({ snoozedUntil: at ? at.toISOString() : null });
      toast(
        at
          ? { title: 'E-mail snoozed', description: `Nothing but security notices until ${momentWords(at, new Date())}. Held mail arrives then.` }
          : { title: 'E-mail resumed', description: 'E-mail goes out as usual again.' },
      );
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not changed', description: graphQLErrorMessage(error, 'Please try again.') });
    }
  };

  return (
    <Section
      id="snooze"
      icon="pause"
      title="Snooze e-mail"
      intro="A break from e-mail, up to a week. Mail waits and arrives when the snooze ends; security notices still go."
    >
      {snoozed ? (
        <SnoozeRow>
          <SnoozeState role="status">
            <Icon name="pause" size={16} />
            <span>
              E-mail is snoozed until <strong>{momentWords(until, now)}</strong>.
            </span>
          </SnoozeState>
          <Button type="button" $variant="secondary" $size="sm" disabled={saving} onClick={() => void snooze(null)}>
            <Icon name="play" size={16} />
            Resume
          </Button>
        </SnoozeRow>
      ) : (
        <SnoozeRow>
          <Button type="button" $variant="secondary" $size="sm" disabled={saving} onClick={() => void snooze(moments.hour)}>
            Snooze e-mail for 1 hour
          </Button>
          <Button type="button" $variant="secondary" $size="sm" disabled={saving} onClick={() => void snooze(moments.tomorrowMorning)}>
            Until tomorrow 08:00
          </Button>
        </SnoozeRow>
      )}
    </Section>
  );
};

// -------------------------------------------------------------------------------------------

const FormSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const InlineLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accentHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    text-decoration: underline;
  }
`;

const Matrix = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  thead th {
    padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: center;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    white-space: nowrap;
  }

  thead th:first-child {
    text-align: left;
    padding-left: 0;
  }

  th:not(:first-child),
  td {
    width: 72px;

    ${({ theme }) => theme.media.tablet} {
      width: 96px;
    }
  }
`;

const GroupHeader = styled.th`
  padding: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
`;

const RequiredNote = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-left: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const KindRow = styled.tr<{ $required: boolean }>`
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    background: ${({ theme }) => theme.colors.backgroundRaised};
  }

  th {
    padding-left: ${({ theme }) => theme.space.md};
    color: ${({ theme, $required }) => ($required ? theme.colors.textMuted : theme.colors.textPrimary)};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-align: left;
  }

  td {
    text-align: center;
  }

  th {
    border-left: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }

  td:last-child {
    border-right: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }

  /* The group's rows read as one rounded block (its first row follows the group's heading). */
  &:nth-child(2) > th {
    border-top-left-radius: ${({ theme }) => theme.radii.md};
  }

  &:nth-child(2) > td:last-child {
    border-top-right-radius: ${({ theme }) => theme.radii.md};
  }

  &:last-child > * {
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }

  &:last-child > th {
    border-bottom-left-radius: ${({ theme }) => theme.radii.md};
  }

  &:last-child > td:last-child {
    border-bottom-right-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Check = styled.label`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }

  span {
    display: inline-grid;
    place-items: center;
    width: 22px;
    height: 22px;
    border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface1};
    color: transparent;
    transition:
      background ${({ theme }) => theme.transitions.fast},
      border-color ${({ theme }) => theme.transitions.fast};
  }

  input:checked + span {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textOnAccent};
  }

  input:focus-visible + span {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.secondarySoft};
  }

  input:disabled {
    cursor: not-allowed;
  }

  input:disabled + span {
    opacity: 0.45;
  }
`;

const DigestGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.lg};
`;

const HourField = styled.div`
  width: 140px;
`;

const InWords = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const InWordsList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: none;
`;

const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondarySoft};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > span {
    flex: 1 1 180px;
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const ZoneField = styled.div`
  max-width: 360px;
`;

const ScheduleBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  outline: none;
`;

const ScheduleHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Days = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.backgroundRaised};
`;

const Day = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  min-width: 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

/** On a phone: the day and its Add button, then its windows; from a tablet up, one line. */
const DayGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas:
    'name add'
    'ranges ranges';
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 120px 1fr auto;
    grid-template-areas: 'name ranges add';
  }

  > button {
    grid-area: add;
  }
`;

const DayName = styled.span`
  grid-area: name;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Ranges = styled.div`
  grid-area: ranges;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const NoWindow = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RangeRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TimeSelect = styled.select`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-variant-numeric: tabular-nums;

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.secondary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.secondarySoft};
  }

  option {
    background: ${({ theme }) => theme.colors.surface2};
  }
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    background: ${({ theme }) => theme.colors.surface2};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const AddButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-self: end;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.secondaryLight};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    border-color: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const SnoozeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const SnoozeState = styled.p`
  display: flex;
  align-items: center;
  flex: 1 1 240px;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSecondary};

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
