import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { LegalDocument, type LegalSection } from '../../components/legal/LegalDocument';
import { NextStepCard } from '../../components/NextStepCard';
import { SupportAddress } from '../../components/legal/SupportAddress';
import { ButtonAnchor } from '../../components/ui/Button';
import { siteConfig, supportMailto } from '../../config/siteConfig';

/** The contact card only where a support address is configured. */
const contactHref = supportMailto('Privacy');

/*
 * What this policy says must stay true of the code: one HttpOnly session cookie (sb_session,
 * 7 days idle, 30 days at most), the assistant's last 20 messages per conversation held in server
 * memory for 2 idle hours, passwords hashed with argon2, the public profile fields of the
 * creators directory, the assistant's language-model context (graph/src/modules/assistant/llm.ts).
 * Change the text when those change.
 */
const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        SoundBoard is a networking platform that connects music creators with verified music-industry brands, with each other and with curated resources.
        SoundBoard is responsible for the personal data described here. You can reach us about anything in this policy{' '}
        <SupportAddress subject="Privacy" otherwise={(help) => <>through {help}</>}>
          {(address) => <>at {address}</>}
        </SupportAddress>
        .
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Your account</h3>
        <p>
          Your e-mail address, username, first and last name, the kind of creator you are (artist, producer and so on) and your password. We never store the
          password itself, only a one-way hash of it (argon2). If you sign in with Google, we receive your Google account identifier, e-mail address, name and
          profile picture from Google instead of a password.
        </p>
        <h3>Your creator profile</h3>
        <p>
          What you choose to add: artist name, bio, genres, location, career stage, skills, profile picture, website, social media links and what you are
          looking for.
        </p>
        <h3>Your matches</h3>
        <p>
          The recommendations MatchMade AI computes for you (score, reason and type) and what you do with them: which matches you bookmark, dismiss or open.
        </p>
        <h3>Your assistant conversations</h3>
        <p>
          The messages you send to the assistant and its replies. Our server keeps the last 20 messages of each conversation so that follow-up questions make
          sense (see <a href="#retention">how long we keep data</a>).
        </p>
        <h3>Technical data</h3>
        <p>
          For each sign-in session, the IP address and browser type it started from, so that we can spot sessions you do not recognise. Our servers also keep
          short-lived logs of requests and errors.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>
          We use <strong>one cookie</strong>: the session cookie <code>sb_session</code>, which keeps you signed in. It is strictly necessary, cannot be read by
          scripts on the page (HttpOnly) and holds a random token, not your details. It ends after 7 days without activity and after 30 days at most, or when
          you log out.
        </p>
        <p>
          We set no advertising or analytics cookies and use no third-party trackers. Your browser also keeps a few small flags for the current tab (for
          example, that you skipped profile setup), which never leave your device. If you use Google sign-in, Google’s sign-in library keeps its own sign-in
          state in your browser storage.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'Why we use it',
    body: (
      <ul>
        <li>
          <strong>To run your account</strong>: signing you in, keeping you signed in and showing your dashboard. Without this data we cannot provide the
          service.
        </li>
        <li>
          <strong>To match you</strong>: MatchMade AI compares your profile with the resources in our catalogue. Matching runs on our own servers; your profile
          is not sent to an outside AI provider.
        </li>
        <li>
          <strong>To connect you</strong>: your public profile lets other creators find you in the networking directory.
        </li>
        <li>
          <strong>To answer you</strong>: the assistant uses your recent messages to reply, and our team uses your e-mails to help you.
        </li>
        <li>
          <strong>To keep SoundBoard safe</strong>: detecting abuse, securing accounts and fixing errors.
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who can see your data',
    body: (
      <>
        <p>
          <strong>Other users</strong> see your public profile: username, artist name, first name, bio, genres, location, career stage, skills, what you are
          looking for and your profile picture. Your e-mail address, last name and account settings are never shown.
        </p>
        <p>
          <strong>Service providers</strong> that host and run SoundBoard for us process data only on our instructions. Google processes sign-in data when you
          choose Google sign-in. When the assistant writes a reply with the help of a language-model provider, that provider receives your message, the recent
          conversation and a short context (your first name, how complete your profile is, the fields still missing and your top match) to write that reply, and
          may not use them for anything else.
        </p>
        <p>
          <strong>Brands and advertisers</strong> do not receive your personal data. Sponsored banners are chosen without using your profile.
        </p>
        <p>
          We <strong>never sell</strong> personal data. We disclose it to authorities only where the law requires us to.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <ul>
        <li>Account, profile and matches: for as long as your account exists.</li>
        <li>
          Assistant conversations: the last 20 messages per conversation, in server memory only, dropped after two hours without activity or when our server
          restarts.
        </li>
        <li>Sign-in sessions: 7 days without activity, 30 days at most.</li>
        <li>Request and error logs: 30 days.</li>
        <li>After you ask us to delete your account, we delete its data within 30 days, including from backups as they roll over.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Connections to SoundBoard are encrypted, passwords are stored only as strong one-way hashes, and session tokens are random and stored hashed, so a copy
        of our database would not let anyone sign in as you. Access to production data is limited to the staff who need it. If a breach ever affects your data,
        we will tell you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>You can, at any time and free of charge:</p>
        <ul>
          <li>
            see and correct your profile in <Link to="/profile-settings">Profile Settings</Link>;
          </li>
          <li>ask for a copy of your data in a portable format;</li>
          <li>ask us to delete your account and its data;</li>
          <li>object to or ask us to restrict a use of your data;</li>
          <li>complain to your data protection authority.</li>
        </ul>
        <p>
          <SupportAddress subject="Privacy" otherwise={(help) => <>Ask through {help} while signed in to your account.</>}>
            {(address) => <>Write to {address} from the address on your account.</>}
          </SupportAddress>{' '}
          We answer within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>SoundBoard is for people aged 16 and over. We do not knowingly collect data from younger children.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top. If a change affects how we use your data, we tell you by e-mail or in the app before it
        applies.
      </p>
    ),
  },
];

export const PrivacyRoute = () => (
  <>
    <title>Privacy Policy · SoundBoard</title>
    <LegalDocument
      title="Privacy Policy"
      updated="Last updated: November 2026"
      summary={
        <>
          <p>
            <strong>The short version.</strong> We collect what it takes to run your account, match you and connect you with brands and creators, and nothing
            more.
          </p>
          <ul>
            <li>One cookie: the session cookie that keeps you signed in. No ad or analytics cookies.</li>
            <li>The assistant keeps only the last 20 messages of a conversation, for two hours.</li>
            <li>We never sell your data, and you can ask us to delete it at any time.</li>
          </ul>
        </>
      }
      sections={sections}
      footer={
        contactHref ? (
          <NextStepCard
            icon="lock"
            title="Questions about your data?"
            description={`Our team answers privacy questions at ${siteConfig.supportEmail}.`}
            action={
              <ButtonAnchor href={contactHref} $variant="secondary">
                <Icon name="mail" size={18} />
                Contact Us
              </ButtonAnchor>
            }
          />
        ) : undefined
      }
    />
  </>
);
